export { FORGOT_MESSAGE, RESET_MESSAGE } from './account.recovery';
export { accountRoutes } from './account.routes';
export { type AccountService, createAccountService, PASSWORD_CHANGED } from './account.service';

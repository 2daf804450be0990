export { accountRoutes } from './account.routes';
export { type AccountService, createAccountService, FORGOT_MESSAGE, RESET_MESSAGE } from './account.service';

export { createUserRepository, type UserRow } from './user.repository';
export { userRoutes } from './user.routes';
export { usersOfCompany } from './user.scope';
export { createUserService, type UserService } from './user.service';
/** Tables other modules join to (read only): a project's manager, the signed-in user's claims. */
export { userClaims, users } from './user.table';

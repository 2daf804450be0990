export { createUserCredentials, type UserCredentials } from './user.credentials';
export type { ProjectAccessPort } from './user.grants';
export type { HoldersQuery } from './user.holders';
export { userRoutes } from './user.routes';
export { createUserService, type UserService } from './user.service';
/** Tables other modules join to (read only): a project's manager, the signed-in user's claims. */
export { userClaims, users } from './user.table';

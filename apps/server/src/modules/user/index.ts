export { createUserRepository, type UserRow } from './user.repository';
export { userRoutes } from './user.routes';
export { createUserService, type UserService } from './user.service';

export { createUserCredentials, type UserCredentials } from './user.credentials';
export type { ProjectAccessPort } from './user.grants';
export type { HoldersQuery } from './user.holders';
export { nameMatches, userStanding } from './user.read';
export { activeEmailOf, actorOf, type Person, peopleOf, type Reader, readersOf } from './user.readers.read';
export { userRoutes } from './user.routes';
/** The demo users' password, for the first start's message. */
export { DEMO_PASSWORD } from './user.seed';
export { createUserService, type UserService } from './user.service';

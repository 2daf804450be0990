/**
 * The account calls, in a chunk of their own: the auth provider loads them on first use, so the
 * entry carries no zod and no module's schemas.
 */
export { accountEndpoints } from '@freightdesk/contracts';

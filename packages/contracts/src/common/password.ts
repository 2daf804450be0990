import { z } from 'zod';
import { PASSWORD_RULE } from './errors';

/** docs/design.md section 5: the message's reading (6 characters) is the rule. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&]).{6,}$/;

/**
 * A new password, wherever one is set: by its user (account) or for them (users). Here, not in the
 * user module's contract, so that signing in does not build the users' schemas.
 */
export const passwordRule = z.string().max(200).regex(PASSWORD_PATTERN, PASSWORD_RULE);

import { z } from 'zod';

/** The one error envelope of every non-2xx answer (docs/design.md section 4). */
export const errorResponse = z
  .object({
    message: z.string(),
    messages: z.array(z.string()),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorResponse = z.infer<typeof errorResponse>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const REQUIRED = 'This field is required';
export const REQUIRED_BANG = 'This field is required!';
export const EMAIL_FORMAT = 'Email not in correct format!';
export const PASSWORDS_MISMATCH = 'Passwords do not match on both fields';
export const PASSWORD_RULE =
  'Password must be at least 6 characters with one upper case, one lower case, one special character and one numeric digit';
export const CANT_DELETE_SELF = "Can't delete signed in user!";

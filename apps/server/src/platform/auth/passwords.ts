import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (~75 ms a hash here): slow for guessing, fine for sign-in.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of nothing in particular, verified for unknown users so timing does not reveal them. */
const decoy = hash('decoy-password-for-timing');

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

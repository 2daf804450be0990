import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT } from 'jose';

/** The claims of a sign-in token (docs/design.md section 5). */
export interface TokenClaims {
  unique_name: string;
  scope: string;
  nameid: number;
  userTypeId: number;
}

/** A verified token's claims and when it was issued (ms since the epoch), to end earlier sessions. */
export interface VerifiedClaims extends TokenClaims {
  issuedAt: number;
}

export interface TokenIssuer {
  sign(claims: TokenClaims, lifetimeSeconds: number): Promise<{ token: string; expiresAt: Date }>;
  verify(token: string): Promise<VerifiedClaims | null>;
}

/**
 * The payload of an HS256 token whose signature matches and that has not expired; null for
 * anything else (another algorithm, "none", a bad signature, no expiry). Every request verifies
 * one, so it runs synchronously on node:crypto rather than through WebCrypto's job queue.
 */
function verifyHs256(token: string, key: Buffer): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  try {
    if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'HS256') return null;
    const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const now = Date.now() / 1000;
    if (typeof claims !== 'object' || claims === null || typeof claims.exp !== 'number' || claims.exp <= now)
      return null;
    if (typeof claims.nbf === 'number' && claims.nbf > now) return null;
    return claims;
  } catch {
    return null;
  }
}

/** Tokens whose signature was checked, kept with their claims: one per signed-in session in use. */
const VERIFIED_KEPT = 1_000;

export function createTokenIssuer(secret: string): TokenIssuer {
  const rawKey = Buffer.from(secret);
  const verified = new Map<string, { claims: VerifiedClaims; exp: number }>();
  // Imported once: importing the raw secret on every request was a measurable part of each call.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    async sign(claims, lifetimeSeconds) {
      const now = Date.now();
      const expiresAt = new Date(now + lifetimeSeconds * 1000);
      const token = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        // To the millisecond (a NumericDate may have a fraction): a session ended at a moment
        // must not outlive it, and a sign-in a moment later must count.
        .setIssuedAt(now / 1000)
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await key);
      return { token, expiresAt };
    },
    async verify(token) {
      // A token verified before is the same string: its claims are kept until it expires.
      const known = verified.get(token);
      if (known) {
        if (known.exp > Date.now() / 1000) return known.claims;
        verified.delete(token);
      }
      const claims = verifyHs256(token, rawKey);
      if (!claims || typeof claims.unique_name !== 'string' || typeof claims.scope !== 'string') return null;
      const nameid = Number(claims.nameid);
      if (!Number.isInteger(nameid)) return null;
      const checked = {
        unique_name: claims.unique_name,
        scope: claims.scope,
        nameid,
        userTypeId: Number(claims.userTypeId),
        // A token without an issue time counts as issued at the epoch: before any ended session.
        issuedAt: typeof claims.iat === 'number' ? Math.round(claims.iat * 1000) : 0,
      };
      if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value as string);
      verified.set(token, { claims: checked, exp: claims.exp as number });
      return checked;
    },
  };
}

/** JWT_SECRET when set; otherwise one generated on first start and kept under DATA_DIR. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

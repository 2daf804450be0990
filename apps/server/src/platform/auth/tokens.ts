import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jwtVerify, SignJWT } from 'jose';

/** The claims of a sign-in token (DESIGN.md section 5). */
export interface TokenClaims {
  unique_name: string;
  scope: string;
  nameid: number;
  userTypeId: number;
}

export interface TokenIssuer {
  sign(claims: TokenClaims, lifetimeSeconds: number): Promise<{ token: string; expiresAt: Date }>;
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenIssuer(secret: string): TokenIssuer {
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
      const expiresAt = new Date(Date.now() + lifetimeSeconds * 1000);
      const token = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await key);
      return { token, expiresAt };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        if (typeof payload.unique_name !== 'string' || typeof payload.scope !== 'string') return null;
        const nameid = Number(payload.nameid);
        if (!Number.isInteger(nameid)) return null;
        return {
          unique_name: payload.unique_name,
          scope: payload.scope,
          nameid,
          userTypeId: Number(payload.userTypeId),
        };
      } catch {
        return null;
      }
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

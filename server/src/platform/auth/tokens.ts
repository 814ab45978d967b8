import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import { ID_MAX } from '@blog/contract';
import { makePrivateDirSync, PRIVATE_FILE_MODE } from '../files';

/** What a session token proves: who the user is and their role (USER_ROLE). */
export interface TokenClaims {
  userId: number;
  role: number;
  /**
   * The user's token_version when the token was signed; the guards refuse it once the row's has
   * moved on (a password change). Tokens signed before versions existed read as 0, the column's default.
   */
  version?: number;
}

export interface TokenService {
  sign(claims: TokenClaims, expiresIn?: string): Promise<string>;
  /** The claims of a valid, unexpired token; null for anything else. */
  verify(token: string): Promise<TokenClaims | null>;
}

/**
 * JWT_SECRET when configured; otherwise a random secret generated on first start and kept in
 * DATA_DIR/secrets so sessions survive restarts.
 */
export function resolveJwtSecret(jwtSecret: string | undefined, dataDir: string): Uint8Array {
  if (jwtSecret) return new TextEncoder().encode(jwtSecret);
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, 'jwt-secret');
  if (!existsSync(file)) {
    makePrivateDirSync(dir);
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    chmodSync(file, PRIVATE_FILE_MODE);
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

const ALGORITHM = 'HS256';
/** How long a login lasts; the client logs in again after a 401. */
export const SESSION_TTL = '7d';

export function createTokenService(secret: Uint8Array): TokenService {
  return {
    async sign(claims, expiresIn = SESSION_TTL) {
      return new SignJWT({ role: claims.role, ver: claims.version ?? 0 })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM] });
        const userId = Number(payload.sub);
        const role = Number(payload.role);
        const version = payload.ver === undefined ? 0 : Number(payload.ver);
        // An id no row can have (past ID_MAX) would overflow the user lookup on PostgreSQL.
        if (!Number.isSafeInteger(userId) || userId < 1 || userId > ID_MAX || !Number.isSafeInteger(role)) return null;
        if (!Number.isSafeInteger(version) || version < 0) return null;
        return { userId, role, version };
      } catch {
        return null;
      }
    },
  };
}

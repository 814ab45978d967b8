export { createTokenService, resolveJwtSecret, SESSION_TTL, type TokenClaims, type TokenService } from './tokens';
export { bearerToken, likerKey, parseVisitorKey, setupIdentity } from './identity';
export {
  ACCOUNT_DISABLED_MESSAGE,
  createAuthGuards,
  currentUserId,
  forbidden,
  FORBIDDEN_MESSAGE,
  LOGIN_REQUIRED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  unauthorized,
  type AuthGuards,
  type Guard,
} from './guards';
export { hashPassword, needsRehash, PASSWORD_HASH_OPTIONS, verifyAgainstDummy, verifyPassword } from './passwords';
export { withCurrentTokenVersion } from './sessionTokens';

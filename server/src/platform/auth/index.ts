export { createTokenService, resolveJwtSecret, type TokenClaims, type TokenService } from './tokens';
export { likerKey, parseVisitorKey, setupIdentity } from './identity';

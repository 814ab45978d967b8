import type { Db } from '../../db/connection';
import type { TokenService } from './tokens';

/**
 * The token service handed to code that verifies tokens outside the HTTP guards (the chat socket):
 * a token whose version is not the user row's current one reads as no token at all.
 */
export function withCurrentTokenVersion(tokens: TokenService, db: Db): TokenService {
  return {
    sign: (claims, expiresIn) => tokens.sign(claims, expiresIn),
    async verify(token) {
      const claims = await tokens.verify(token);
      if (!claims) return null;
      const row = await db.kysely.selectFrom('user').select('token_version').where('id', '=', claims.userId).executeTakeFirst();
      return row && row.token_version === (claims.version ?? 0) ? claims : null;
    },
  };
}

import { sql, type Kysely } from 'kysely';

/*
 * Every account shows an avatar (ORIGINAL-CLIENT-API.md §2.7: the original gave new accounts a
 * default one, and its user-centre form requires an avatar): accounts without a picture get the
 * site's own default (DEFAULT_AVATAR_URL, written out here so this step never changes meaning).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update ${sql.table('user')} set avatar = ${'/uploads/default/avatar.svg'} where avatar = ''`.execute(db);
}

import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../schema';

/*
 * Usernames become unique regardless of case (and of full-width forms and invisible characters):
 * `Case_x` and `case_x` were two accounts. user.username_key holds the folded name under a unique
 * index; registrations and renames fill it, so the database refuses a second account of one name.
 *
 * Accounts that already collide are not merged and not renamed behind anyone's back: the oldest
 * (lowest id) keeps the name's key, the others get no key (null, which a unique index allows any
 * number of times) and so are flagged; the console's 用户 page lists them and asks the admin to
 * rename one. The fold is written out here (what contract/src/names.ts usernameKey does today) so
 * this step never changes meaning.
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- control and combining characters are what this class finds, one at a time
  /[\u0000-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\u{e0000}-\u{e0fff}]/gu;
const keyOf = (username: string) => username.normalize('NFKC').replace(INVISIBLE, '').toLowerCase();

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  // varchar(128): NFKC may lengthen a 32-character name (a ligature becomes two letters).
  await db.schema.alterTable('user').addColumn('username_key', dialect === 'postgres' ? 'varchar(128)' : 'text').execute();
  const { rows } = await sql<{ id: number; username: string }>`select id, username from ${sql.table('user')} order by id`.execute(db);
  const taken = new Set<string>();
  for (const row of rows) {
    const key = keyOf(row.username);
    if (taken.has(key)) continue;
    taken.add(key);
    await sql`update ${sql.table('user')} set username_key = ${key} where id = ${row.id}`.execute(db);
  }
  await db.schema.createIndex('user_username_key_idx').on('user').column('username_key').unique().execute();
}

import { sql, type Kysely } from 'kysely';

/*
 * Type 4 opens the console, which an ordinary user cannot use: their notifications of that type
 * (the old demo seed's welcome, friend-link and registration notices, an original site's, messages
 * the admin sent without a type) opened a 没有后台管理权限 page. They become what they are about: a
 * friend-link one type 5 (opens /link/list), any other type 6 (the user's own account, opens the
 * personal centre). An admin's type-4 alerts stay. Numbers written out, so this never changes meaning.
 */

const ADMIN_PAGE = 4;
const LINK = 5;
const ACCOUNT = 6;
const ADMIN_ROLE = 1;

export async function up(db: Kysely<unknown>): Promise<void> {
  await moveUserNoticesOffTheConsole(db);
}

/** Also run by the original-site import, whose type-4 notices of ordinary users are the same. Answers how many moved. */
export async function moveUserNoticesOffTheConsole(db: Kysely<unknown>): Promise<number> {
  const ordinaryUser = sql`user_id not in (select id from ${sql.table('user')} where role = ${ADMIN_ROLE})`;
  const links = await sql`update notify set type = ${LINK}, to_id = null where type = ${ADMIN_PAGE} and ${ordinaryUser} and message like ${'%友链%'}`.execute(db);
  const others = await sql`update notify set type = ${ACCOUNT}, to_id = null where type = ${ADMIN_PAGE} and ${ordinaryUser}`.execute(db);
  return Number(links.numAffectedRows ?? 0n) + Number(others.numAffectedRows ?? 0n);
}

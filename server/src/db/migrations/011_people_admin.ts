import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';

/*
 * The console's people screens: friend links get the order the blogger gives them (until now they
 * were listed by when they joined), and users remember when they last logged in.
 */

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('link').addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  // Existing links keep the order visitors saw: oldest first, as 1, 2, 3, …
  const k = db as unknown as Kysely<{ link: { id: number; created_at: string; sort: number } }>;
  const rows = await k.selectFrom('link').select('id').orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
  for (const [index, row] of rows.entries()) await k.updateTable('link').set({ sort: index + 1 }).where('id', '=', row.id).execute();

  // ISO-8601 UTC like every other stamp; null until the user's next login.
  await db.schema.alterTable('user').addColumn('last_login_at', 'varchar(32)').execute();
}

import { sql, type Kysely } from 'kysely';

/*
 * Names the console keeps unique (article titles, album names, playlist names) become unique in the
 * database, so two saves of one name at the same moment cannot both pass the "already taken" check
 * (on PostgreSQL 20 parallel identical requests created up to 20 rows). Titles are compared trimmed,
 * as the console's check always did.
 *
 * A database may already hold duplicates (made by such a race, or brought in by an import). Nothing
 * is deleted or merged: every copy after the first (by id) is renamed `名称（2）`, `名称（3）`…, a
 * name no row has, so the blogger sees both and can rename them as they like.
 */

interface NamedTable {
  table: string;
  column: string;
  /** The column's size: a suffixed name is shortened to fit. */
  max: number;
  index: string;
}

const NAMED: readonly NamedTable[] = [
  { table: 'article', column: 'title', max: 255, index: 'article_title_unique_idx' },
  { table: 'photo_album', column: 'album_name', max: 64, index: 'photo_album_name_unique_idx' },
  { table: 'playlist', column: 'name', max: 64, index: 'playlist_name_unique_idx' },
];

/** `name（n）`, shortened (by code points) so the whole fits `max` characters. */
function suffixed(name: string, n: number, max: number): string {
  const suffix = `（${n}）`;
  return [...name].slice(0, max - suffix.length).join('') + suffix;
}

async function renameDuplicates(db: Kysely<unknown>, { table, column, max }: NamedTable): Promise<void> {
  const { rows } = await sql<{ id: number; name: string }>`select id, ${sql.ref(column)} as name from ${sql.table(table)} order by id`.execute(db);
  const taken = new Set(rows.map((row) => row.name.trim()));
  const seen = new Set<string>();
  for (const row of rows) {
    const key = row.name.trim();
    if (!seen.has(key)) {
      seen.add(key);
      continue;
    }
    let n = 2;
    while (taken.has(suffixed(key, n, max))) n += 1;
    const renamed = suffixed(key, n, max);
    taken.add(renamed);
    seen.add(renamed);
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${renamed} where id = ${row.id}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const named of NAMED) {
    await renameDuplicates(db, named);
    // trim() on both engines: " 标题" and "标题" are one name, as the check compares them.
    await db.schema.createIndex(named.index).on(named.table).unique().expression(sql`trim(${sql.ref(named.column)})`).execute();
  }
}

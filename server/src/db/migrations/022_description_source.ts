import { sql, type Kysely } from 'kysely';
import { deriveDescription } from '../../modules/article/description';

/*
 * Whether an article's description was typed by the blogger or taken from its text. Until now a
 * taken one was stored like a typed one, so the editor loaded it into the field, sent it back on
 * the next save and it never followed the text again. From here on it is taken anew on every save
 * (description_auto = 1) and the editor shows an empty field for it.
 *
 * Existing rows: an empty description, or one that is exactly what the text gives, was not typed.
 * One taken from an earlier version of the text cannot be told from a typed one; clearing the field
 * in the editor makes it follow the text again. (deriveDescription is imported, not copied: the
 * rows this step reads are judged by the same rule the saves use.)
 */

const BATCH = 200;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('article').addColumn('description_auto', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await markDerivedDescriptions(db);
}

interface Row {
  id: number;
  description: string;
  content: string;
}

/** Marks (and for an empty one, fills) every description that the text gives. */
export async function markDerivedDescriptions(db: Kysely<unknown>): Promise<void> {
  let after = 0;
  for (;;) {
    const { rows } = await sql<Row>`select id, description, content from article where id > ${after} order by id limit ${BATCH}`.execute(db);
    if (rows.length === 0) return;
    for (const row of rows) {
      const derived = deriveDescription(row.content);
      if (row.description === '' || row.description === derived) {
        await sql`update article set description = ${derived}, description_auto = 1 where id = ${row.id}`.execute(db);
      }
    }
    after = rows.at(-1)!.id;
  }
}

import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/connection';
import { keyColumnsOf, type Row, type TableName } from '../../../db/tables';
import { MoveError } from './errors';
import { preview, sameValue } from './normalise';

export interface TableChecked {
  table: TableName;
  sourceRows: number;
  targetRows: number;
  /** Rows compared column by column. */
  sampled: number;
}

/** Random rows compared per table, besides the first and the last. */
export const RANDOM_SAMPLE = 20;
/** Differences listed in the error; one is enough to refuse the move. */
const LISTED = 10;

async function countOf(db: Db, table: TableName): Promise<number> {
  const row = (await sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(db.kysely)).rows[0];
  return Number(row?.n ?? 0);
}

/** The keys of the first row, the last row and up to `random` others, read from the source. */
async function sampleKeys(db: Db, table: TableName, random: number): Promise<Row[]> {
  const keys = keyColumnsOf(table);
  const select = sql.join(keys.map((k) => sql.ref(k)));
  const order = (direction: 'ASC' | 'DESC') => sql.join(keys.map((k) => sql`${sql.ref(k)} ${sql.raw(direction)}`));
  const run = async (query: RawBuilder<Row>) => (await query.execute(db.kysely)).rows;
  const rows = [
    ...(await run(sql<Row>`SELECT ${select} FROM ${sql.table(table)} ORDER BY ${order('ASC')} LIMIT 1`)),
    ...(await run(sql<Row>`SELECT ${select} FROM ${sql.table(table)} ORDER BY ${order('DESC')} LIMIT 1`)),
    ...(await run(sql<Row>`SELECT ${select} FROM ${sql.table(table)} ORDER BY random() LIMIT ${random}`)),
  ];
  const seen = new Set<string>();
  return rows.filter((row) => {
    const id = JSON.stringify(keys.map((k) => row[k]));
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

async function rowByKey(db: Db, table: TableName, key: Row): Promise<Row | undefined> {
  const where = sql.join(
    keyColumnsOf(table).map((k) => sql`${sql.ref(k)} = ${key[k]}`),
    sql` AND `,
  );
  return (await sql<Row>`SELECT * FROM ${sql.table(table)} WHERE ${where}`.execute(db.kysely)).rows[0];
}

function describeKey(table: TableName, key: Row): string {
  return `${table}（${keyColumnsOf(table).map((k) => `${k}=${String(key[k])}`).join(',')}）`;
}

/** Every column of the source row, compared with the target's after normalising both. */
function differences(table: TableName, key: Row, source: Row, target: Row | undefined): string[] {
  if (!target) return [`${describeKey(table, key)} 在目标中不存在`];
  const found: string[] = [];
  for (const column of new Set([...Object.keys(source), ...Object.keys(target)])) {
    if (!sameValue(source[column], target[column])) {
      found.push(`${describeKey(table, key)}的 ${column}：源为「${preview(source[column])}」，目标为「${preview(target[column])}」`);
    }
  }
  return found;
}

/**
 * Checks the copy before it is committed: every table has as many rows on both sides, and a sample
 * of rows reads back the same, column by column. Any difference refuses the move.
 */
export async function verifyCopy(source: Db, target: Db, tables: readonly TableName[], random = RANDOM_SAMPLE): Promise<TableChecked[]> {
  const checked: TableChecked[] = [];
  const problems: string[] = [];
  for (const table of tables) {
    const sourceRows = await countOf(source, table);
    const targetRows = await countOf(target, table);
    if (sourceRows !== targetRows) problems.push(`${table} 行数不一致：源 ${sourceRows}，目标 ${targetRows}`);
    const keys = await sampleKeys(source, table, random);
    for (const key of keys) {
      const sourceRow = await rowByKey(source, table, key);
      if (sourceRow) problems.push(...differences(table, key, sourceRow, await rowByKey(target, table, key)));
    }
    checked.push({ table, sourceRows, targetRows, sampled: keys.length });
  }
  if (problems.length > 0) {
    const more = problems.length > LISTED ? ` 等共 ${problems.length} 处` : '';
    throw new MoveError(`核对失败：${problems.slice(0, LISTED).join('；')}${more}`);
  }
  return checked;
}

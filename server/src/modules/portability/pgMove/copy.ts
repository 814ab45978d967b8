import { holdsNul } from '../../../platform/nulText';
import type { Db } from '../../../db/connection';
import { insertRows, keyColumnsOf, readRows, type Row, type TableName } from '../../../db/tables';
import { describeError, MoveError } from './errors';

export interface TableCopied {
  table: TableName;
  rows: number;
  milliseconds: number;
}

/** Rows per read from SQLite and per group of inserts into PostgreSQL. */
const PAGE_SIZE = 1000;
/** How many rows with NUL characters the refusal names; the rest are counted. */
const NUL_LISTED = 10;

function keyOf(table: TableName, row: Row): string {
  return keyColumnsOf(table)
    .map((k) => `${k}=${String(row[k])}`)
    .join(',');
}

/**
 * Copies the tables in order, ids included. PostgreSQL cannot store U+0000 in text while SQLite
 * can (rows written before the server refused it): such rows are not altered, which would lose
 * what someone wrote; the whole move is refused and names them, so the owner can fix them first.
 */
export async function copyTables(
  source: Db,
  target: Db,
  tables: readonly TableName[],
  onTable: (copied: TableCopied, index: number) => void,
): Promise<TableCopied[]> {
  const copied: TableCopied[] = [];
  const nulRows: string[] = [];
  for (const [index, table] of tables.entries()) {
    const started = performance.now();
    let rows = 0;
    for await (const page of readRows(source, table, PAGE_SIZE)) {
      for (const row of page) if (holdsNul(row)) nulRows.push(`${table}（${keyOf(table, row)}）`);
      rows += page.length;
      // Once a NUL is found nothing more is written; reading on finds every such row at once.
      if (nulRows.length > 0) continue;
      try {
        await insertRows(target, table, page);
      } catch (error) {
        throw new MoveError(`写入表 ${table} 失败：${describeError(error)}`, { cause: error });
      }
    }
    const done = { table, rows, milliseconds: performance.now() - started };
    copied.push(done);
    if (nulRows.length === 0) onTable(done, index);
  }
  if (nulRows.length > 0) {
    const listed = nulRows.slice(0, NUL_LISTED).join('、');
    const more = nulRows.length > NUL_LISTED ? ` 等共 ${nulRows.length} 行` : '';
    throw new MoveError(`以下行的文字中含有空字符（U+0000），PostgreSQL 无法保存：${listed}${more}。请先在站点中修改这些内容再迁移。`);
  }
  return copied;
}

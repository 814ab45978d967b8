import { sql, type Transaction } from 'kysely';
import type { Db } from './connection';
import type { Database } from './schema';

/**
 * Runs `work` in a transaction that no other call with the same `scope` overlaps, for a check and a
 * write that no unique index can cover (a resource group is a name its rows share, not a row). On
 * PostgreSQL a transaction-scoped advisory lock on the scope's hash queues the others, across
 * processes too; SQLite runs one write transaction at a time anyway.
 */
export function serialized<T>(db: Db, scope: string, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.kysely.transaction().execute(async (trx) => {
    if (db.dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${scope}))`.execute(trx);
    return work(trx);
  });
}

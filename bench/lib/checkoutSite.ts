import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

interface DbModule {
  openDatabase(options: { databaseUrl?: string; dataDir: string }): { close(): Promise<void> };
  migrate(db: unknown): Promise<void>;
}

/**
 * A data directory (and, with `databaseUrl`, a PostgreSQL database) holding the demo site plus 1,000
 * generated articles, built with a checkout's own code: schemas and seeds differ between builds.
 * `analyze` runs the statistics pass the site runs after any bulk write, where the checkout has one.
 */
export async function prepareCheckoutSite(root: string, databaseUrl: string | undefined, options: { prefix: string; analyze?: boolean }): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${options.prefix}-`));
  const connection = (await import(path.join(root, 'server/src/db/connection.ts'))) as DbModule;
  const seed = (await import(path.join(root, 'server/src/db/seed/index.ts'))) as { seedIfEmpty(db: unknown, o: object, log: () => void): Promise<void> };
  const bulk = (await import(path.join(root, 'server/src/db/seed/bulk.ts'))) as { seedBulkArticles(db: unknown, n: number): Promise<void> };
  const db = connection.openDatabase({ databaseUrl, dataDir });
  await connection.migrate(db);
  await seed.seedIfEmpty(db, { dataDir, adminUsername: 'admin', adminPassword: 'bench-Admin-Passw0rd', seedDemo: true }, () => undefined);
  await bulk.seedBulkArticles(db, 1000);
  if (options.analyze) {
    const maintenance = (await import(path.join(root, 'server/src/db/maintenance.ts'))) as { analyzeDatabase(db: unknown): Promise<void> };
    await maintenance.analyzeDatabase(db);
  }
  await db.close();
  return dataDir;
}

/** One statement on its own connection (CREATE/DROP DATABASE, size and statistics queries). */
export async function adminQuery<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

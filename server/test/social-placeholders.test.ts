import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Db } from '../src/db/connection';
import { SOCIAL_PLACEHOLDERS, up as clearSocialPlaceholders } from '../src/db/migrations/008_social_placeholders';
import { demoSiteConfig } from '../src/db/seed/site';

/**
 * A site seeded before the placeholders were dropped still holds them: the migration empties exactly
 * those values, so the home page stops showing links to sites' front pages as the blogger's own.
 */
describe('migration 008: placeholder social links of older demo blogs', () => {
  let db: Db | undefined;
  let dataDir = '';
  afterEach(async () => {
    await db?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function siteWith(links: { github_link: string; git_ee_link: string; bilibili_link: string }) {
    dataDir = await mkdtemp(path.join(tmpdir(), 'social-links-'));
    db = openDatabase({ dataDir });
    await migrate(db);
    await db.kysely.insertInto('site_config').values({ ...demoSiteConfig(new Date().toISOString()), ...links }).execute();
    return db;
  }

  // A migration gets the migrator's untyped handle, as in connection.ts.
  const runMigration = (database: Db) => clearSocialPlaceholders(database.kysely as unknown as Kysely<unknown>, database.dialect);

  const linksOf = async (database: Db) =>
    database.kysely.selectFrom('site_config').select(['github_link', 'git_ee_link', 'bilibili_link']).executeTakeFirstOrThrow();

  it('empties the bare placeholder addresses', async () => {
    const database = await siteWith({ ...SOCIAL_PLACEHOLDERS });
    await runMigration(database);
    expect(await linksOf(database)).toEqual({ github_link: '', git_ee_link: '', bilibili_link: '' });
  });

  it("keeps a blogger's own links", async () => {
    const own = { github_link: 'https://github.com/someone', git_ee_link: 'https://gitee.com/someone', bilibili_link: 'https://space.bilibili.com/1' };
    const database = await siteWith(own);
    await runMigration(database);
    expect(await linksOf(database)).toEqual(own);
  });
});

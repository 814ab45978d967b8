import type { Db } from '../connection';
import { analyzeDatabase } from '../maintenance';
import { ensureAdmin } from './admin';
import { DEMO_ARTICLES } from './articles';
import { ensureDemoAccount } from './demoAccount';
import { seedDemoContent } from './demo';
import { ensureSeedImages, seedImageList } from './images';
import { seedDemoMusic } from './music';
import { seedCommunity } from './community';
import { linkSeedImages } from './community/links';
import { ensureResourceIcons } from './community/resources';
import { talkSeedImages } from './community/talk';
import { photoSeedImages } from './community/photos';
import { messageSeedImages } from './community/messages';
import { demoRemoved, recordFoundDemoRows } from '../../modules/demo/ledger';

export interface SeedOptions {
  /** DATA_DIR: demo images go to `<dataDir>/uploads/seed/`. */
  dataDir: string;
  adminUsername: string;
  /** Unset: a strong password is generated and shown once through `log`. */
  adminPassword?: string;
  seedDemo: boolean;
}

/**
 * First start: creates the admin when there is none, then (with seedDemo) the demo blog when no
 * article exists. Safe to call on every start; a seeded database is left as it is.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions, log: (message: string) => void): Promise<void> {
  const adminId = await ensureAdmin(db, options, log);
  if (!options.seedDemo) return;
  // The blogger removed the demo content (网站设置): it does not come back, files included.
  if (await demoRemoved(db.kysely)) return;

  // Images are checked even on a seeded database: a PostgreSQL database may outlive its DATA_DIR.
  // Existing files are skipped, so this costs a few stat calls.
  await ensureSeedImages(options.dataDir, seedImageList(DEMO_ARTICLES.map((a) => a.slug)));
  await ensureSeedImages(options.dataDir, [...talkSeedImages(), ...photoSeedImages()]);
  await ensureSeedImages(options.dataDir, linkSeedImages());
  await ensureSeedImages(options.dataDir, messageSeedImages());
  await ensureResourceIcons(options.dataDir);
  // Like the images: missing tracks are made again, playlists only for a library without any.
  await seedDemoMusic(db, options.dataDir, log);

  const anyArticle = await db.kysely.selectFrom('article').select('id').limit(1).executeTakeFirst();
  if (anyArticle) return;
  await seedDemoContent(db, adminId);
  log(`已写入演示内容：${DEMO_ARTICLES.length} 篇文章及分类、标签、站点配置和页面背景图。`);
  // Only with a fresh demo blog (its notifications point at these articles): an owner who deleted
  // the demo account does not get it back on the next start.
  await ensureDemoAccount(db, log);
  await seedCommunity(db, adminId, log);
  // The ledger 移除演示内容 removes exactly these rows from (modules/demo).
  await recordFoundDemoRows(db.kysely, true);
  // The planner's statistics for the new rows (PostgreSQL would otherwise read every body per search).
  await analyzeDatabase(db);
}

import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { COMMENT_TYPE, DEMO_KIND_LABEL, DEMO_MESSAGES, type DemoKindName, type DemoPreview, type DemoRemoval } from '@blog/contract';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { SEED_UPLOAD_SUBDIR } from '../../db/seed/types';
import { dataMusicDir } from '../music/roots';
import { badRequest } from '../../platform/errors';
import { DEMO_KINDS, type DemoKind } from './kinds';
import { DEMO_REMOVED_MARK, demoRemoved } from './ledger';

type K = Kysely<Database>;

/** The ledger's ids of one kind that still exist and may go (removable), in `k`'s view. */
async function presentIds(k: K, kind: DemoKind, demoArticles: number[]): Promise<number[]> {
  const ledger = (await k.selectFrom('demo_ledger').select('row_id').where('kind', '=', kind.kind).execute()).map((row) => row.row_id);
  if (ledger.length === 0) return [];
  const present: number[] = [];
  for (let start = 0; start < ledger.length; start += 500) {
    const rows = await k.selectFrom(kind.table).select('id').where('id', 'in', ledger.slice(start, start + 500)).execute();
    present.push(...rows.map((row) => row.id));
  }
  return kind.removable ? kind.removable(k, present, demoArticles) : present;
}

/** Comments under demo articles, talk or guestbook entries that the ledger does not hold: the blogger's or a reader's. */
async function otherCommentsOnDemo(k: K, found: Map<DemoKindName, number[]>): Promise<number> {
  const demoComments = new Set(found.get('comment') ?? []);
  let count = 0;
  for (const [kind, type] of [['article', COMMENT_TYPE.article], ['talk', COMMENT_TYPE.talk], ['message', COMMENT_TYPE.message]] as const) {
    const ids = found.get(kind) ?? [];
    if (ids.length === 0) continue;
    const rows = await k.selectFrom('comment').select('id').where('type', '=', type).where('for_id', 'in', ids).execute();
    count += rows.filter((row) => !demoComments.has(row.id)).length;
  }
  return count;
}

async function findAll(k: K): Promise<Map<DemoKindName, number[]>> {
  const found = new Map<DemoKindName, number[]>();
  // Articles first: whether a demo category or tag stays depends on the articles that stay.
  for (const kind of DEMO_KINDS) found.set(kind.kind, await presentIds(k, kind, found.get('article') ?? []));
  return found;
}

const countsOf = (found: Map<DemoKindName, number[]>) =>
  DEMO_KINDS.map((kind) => ({ kind: kind.kind, label: DEMO_KIND_LABEL[kind.kind], count: found.get(kind.kind)?.length ?? 0 })).filter((entry) => entry.count > 0);

/**
 * 移除演示内容: lists and removes exactly the rows of the demo ledger (ledger.ts) that still
 * exist. Removal is one transaction; the demo's files (its music, its pictures no remaining row
 * uses) are deleted after the commit, so a failed removal leaves every file in place.
 */
export function createDemoService(db: Db, dataDir: string) {
  const k = db.kysely;
  return {
    async preview(): Promise<DemoPreview> {
      const found = await findAll(k);
      const articleIds = found.get('article') ?? [];
      const titles = articleIds.length > 0 ? await k.selectFrom('article').select('title').where('id', 'in', articleIds).orderBy('id').execute() : [];
      return {
        counts: countsOf(found),
        articleTitles: titles.map((row) => row.title),
        ownCommentsOnDemo: await otherCommentsOnDemo(k, found),
        removed: await demoRemoved(k),
      };
    },

    async remove(): Promise<DemoRemoval> {
      const { removed, songPaths } = await k.transaction().execute(async (trx) => {
        const found = await findAll(trx);
        if (countsOf(found).length === 0) throw badRequest(DEMO_MESSAGES.nothing);
        const songs = found.get('song') ?? [];
        const paths = songs.length > 0 ? (await trx.selectFrom('song').select('path').where('id', 'in', songs).execute()).map((row) => row.path) : [];
        for (const kind of DEMO_KINDS) {
          const ids = found.get(kind.kind) ?? [];
          // Rows already gone with an earlier kind (a demo comment under a demo article) are simply not there any more.
          for (let start = 0; start < ids.length; start += 500) {
            const part = ids.slice(start, start + 500);
            await kind.beforeDelete?.(trx, part);
            await trx.deleteFrom(kind.table).where('id', 'in', part).execute();
            await trx.deleteFrom('demo_ledger').where('kind', '=', kind.kind).where('row_id', 'in', part).execute();
          }
        }
        if (!(await demoRemoved(trx))) await trx.insertInto('demo_ledger').values(DEMO_REMOVED_MARK).execute();
        return { removed: countsOf(found), songPaths: paths };
      });
      await removeDemoFiles(k, dataDir, songPaths);
      return { removed };
    },
  };
}

/**
 * After the commit: the removed demo songs' files (else the next library scan imports them again)
 * and the demo pictures under /uploads/seed/ that no remaining row shows (the blogger may keep the
 * demo avatar or a banner).
 */
async function removeDemoFiles(k: K, dataDir: string, songPaths: string[]): Promise<void> {
  const musicDir = dataMusicDir(dataDir);
  for (const songPath of songPaths) {
    // The track and what sits beside it under the same name (its .lrc lyrics).
    const file = path.join(musicDir, ...songPath.split('/'));
    const stem = path.basename(file).replace(/\.[^.]+$/, '');
    const siblings = await readdir(path.dirname(file)).catch(() => [] as string[]);
    for (const name of siblings) if (name === path.basename(file) || name.startsWith(`${stem}.`)) await rm(path.join(path.dirname(file), name), { force: true });
  }
  const prefix = `/uploads/${SEED_UPLOAD_SUBDIR}/`;
  const config = await k.selectFrom('site_config').select(['blog_avatar', 'avatar_bg', 'qq_group', 'we_chat_group', 'favicon']).execute();
  const inUse = new Set<string>(config.flatMap((row) => Object.values(row)));
  const columns = [
    ['article', 'cover'],
    ['page_header', 'bg_url'],
    ['photo', 'url'],
    ['photo_album', 'album_cover'],
    ['talk_photo', 'url'],
    ['link', 'site_avatar'],
    ['message', 'bg_url'],
    ['resource', 'icon'],
    ['user', 'avatar'],
  ] as const;
  for (const [table, column] of columns) {
    const { rows } = await sql<{ url: string }>`select ${sql.ref(column)} as url from ${sql.table(table)} where ${sql.ref(column)} like ${`${prefix}%`}`.execute(k);
    for (const row of rows) inUse.add(row.url);
  }
  const dir = path.join(dataDir, 'uploads', SEED_UPLOAD_SUBDIR);
  const files = await readdir(dir).catch(() => [] as string[]);
  for (const file of files) if (!inUse.has(`${prefix}${file}`)) await rm(path.join(dir, file), { force: true });
}

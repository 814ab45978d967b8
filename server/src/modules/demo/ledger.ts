import type { Kysely } from 'kysely';
import type { DemoKindName } from '@blog/contract';
import type { Database } from '../../db/schema';
import { DEMO_USERNAME } from '../../db/seed/demoAccount';
import { DEMO_VISITORS } from '../../db/seed/community/people';
import { DEMO_PLAYLISTS } from '../../db/seed/music/tracks';
import { DEMO_CATEGORIES, DEMO_TAGS } from '../../db/seed/taxonomy';
import { SEED_UPLOAD_SUBDIR } from '../../db/seed/types';

type K = Kysely<Database>;

/** The ledger row saying the demo content was removed: the seed never writes it again. */
export const DEMO_REMOVED_MARK = { kind: '_removed', row_id: 0 } as const;

/**
 * Functions, not constants: migration 028 imports this module, and the seed's modules import the
 * database connection (and so the migrations), so the seed's lists may not be loaded yet when this
 * module is.
 */
const seedUrlPattern = () => `/uploads/${SEED_UPLOAD_SUBDIR}/%`;
const demoUsernames = () => [DEMO_USERNAME, ...DEMO_VISITORS.map((visitor) => visitor.username)];

/** Notes rows as demo content (kind, id); rows already noted are skipped. */
export async function recordDemoRows(k: K, kind: DemoKindName, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const known = new Set(
    (await k.selectFrom('demo_ledger').select('row_id').where('kind', '=', kind).where('row_id', 'in', [...ids]).execute()).map((row) => row.row_id),
  );
  const fresh = [...new Set(ids)].filter((id) => !known.has(id));
  for (let start = 0; start < fresh.length; start += 500) {
    await k.insertInto('demo_ledger').values(fresh.slice(start, start + 500).map((row_id) => ({ kind, row_id }))).execute();
  }
}

export async function demoRemoved(k: K): Promise<boolean> {
  return Boolean(await k.selectFrom('demo_ledger').select('row_id').where('kind', '=', DEMO_REMOVED_MARK.kind).executeTakeFirst());
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

/**
 * The demo rows of a database, found by what the seed writes and nothing a blogger would: the
 * seed's usernames, its pictures under /uploads/seed/, its music under DATA_DIR/music/demo, its
 * playlist, category and tag names. `fresh`: called right after the seed wrote the demo blog into a
 * database without articles, where every article, talk, album, link, resource, guestbook entry and
 * comment is the seed's. Otherwise (migration 028, sites seeded before the ledger) only rows with
 * a marker count: a demo talk without pictures by the admin, or a guest's demo guestbook entry
 * without a background, stays (the console lists what will go before anything is removed).
 */
export async function findDemoRows(k: K, fresh: boolean): Promise<Map<DemoKindName, number[]>> {
  const found = new Map<DemoKindName, number[]>();
  const seedUrl = seedUrlPattern();
  const users = ids(await k.selectFrom('user').select('id').where('username', 'in', demoUsernames()).execute());
  const anyUser = users.length > 0 ? users : [-1];
  found.set('user', users);
  found.set('article', ids(await k.selectFrom('article').select('id').$if(!fresh, (q) => q.where('cover', 'like', seedUrl)).execute()));
  found.set(
    'talk',
    ids(
      await k
        .selectFrom('talk')
        .select('id')
        .$if(!fresh, (q) => q.where((eb) => eb.or([eb('user_id', 'in', anyUser), eb('id', 'in', eb.selectFrom('talk_photo').select('talk_id').where('url', 'like', seedUrl))])))
        .execute(),
    ),
  );
  found.set('photo', ids(await k.selectFrom('photo').select('id').$if(!fresh, (q) => q.where('url', 'like', seedUrl)).execute()));
  found.set('album', ids(await k.selectFrom('photo_album').select('id').$if(!fresh, (q) => q.where('album_cover', 'like', seedUrl)).execute()));
  found.set(
    'message',
    ids(
      await k
        .selectFrom('message')
        .select('id')
        .$if(!fresh, (q) => q.where((eb) => eb.or([eb('user_id', 'in', anyUser), eb('bg_url', 'like', seedUrl)])))
        .execute(),
    ),
  );
  found.set('comment', ids(await k.selectFrom('comment').select('id').$if(!fresh, (q) => q.where('from_user', 'in', anyUser)).execute()));
  found.set('link', ids(await k.selectFrom('link').select('id').$if(!fresh, (q) => q.where('site_avatar', 'like', seedUrl)).execute()));
  found.set('resource', ids(await k.selectFrom('resource').select('id').$if(!fresh, (q) => q.where('icon', 'like', seedUrl)).execute()));
  found.set('song', ids(await k.selectFrom('song').select('id').where('root', '=', 'data').where('path', 'like', 'demo/%').execute()));
  found.set(
    'playlist',
    ids(await k.selectFrom('playlist').select('id').where('kind', '=', 'manual').where('name', 'in', DEMO_PLAYLISTS.map((p) => p.name)).execute()),
  );
  // The 关于 page is marked by its source on new and old installs alike.
  found.set('page', ids(await k.selectFrom('site_page').select('id').where('source', '=', 'demo').execute()));
  found.set('page_header', ids(await k.selectFrom('page_header').select('id').where('bg_url', 'like', seedUrl).execute()));
  found.set('category', ids(await k.selectFrom('category').select('id').where('category_name', 'in', [...DEMO_CATEGORIES]).execute()));
  found.set('tag', ids(await k.selectFrom('tag').select('id').where('tag_name', 'in', [...DEMO_TAGS]).execute()));
  return found;
}

/** Writes what findDemoRows found into the ledger. */
export async function recordFoundDemoRows(k: K, fresh: boolean): Promise<void> {
  for (const [kind, rowIds] of await findDemoRows(k, fresh)) await recordDemoRows(k, kind, rowIds);
}

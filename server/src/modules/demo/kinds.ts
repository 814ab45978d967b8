import type { Kysely } from 'kysely';
import { COMMENT_TYPE, LIKE_TYPE, type CommentType, type DemoKindName } from '@blog/contract';
import type { Database } from '../../db/schema';
import { deleteCommentsWith } from '../comment/cleanup';

type Trx = Kysely<Database>;

/** Tables whose rows the demo seed writes and the ledger (demo_ledger) can name. */
export type DemoTable = 'article' | 'talk' | 'photo_album' | 'photo' | 'comment' | 'message' | 'link' | 'resource' | 'song' | 'playlist' | 'page_header' | 'site_page' | 'user' | 'category' | 'tag';

/**
 * One kind of demo row: the table its ids are in and what must go with a row before it is deleted.
 * Another feature's demo rows are registered by adding an entry here (as the 关于 page is) and a
 * name to DEMO_KIND_LABEL in the contract; findDemoRows (ledger.ts) says how to recognise them.
 */
export interface DemoKind {
  kind: DemoKindName;
  table: DemoTable;
  /** Rows that reference these ids and are not covered by a foreign key's cascade. */
  beforeDelete?: (trx: Trx, ids: number[]) => Promise<void>;
  /**
   * Only these of the ledger's ids are removed (a category the blogger's own articles still use
   * stays); `demoArticles` are the articles that go in the same removal.
   */
  removable?: (trx: Trx, ids: number[], demoArticles: number[]) => Promise<number[]>;
}

async function deleteCommentsOf(trx: Trx, type: CommentType, ids: number[]): Promise<void> {
  for (const id of ids) await deleteCommentsWith(trx, type, id);
}

const unusedBy = (table: 'category' | 'tag') => async (trx: Trx, ids: number[], demoArticles: number[]) => {
  if (ids.length === 0) return [];
  const others = demoArticles.length > 0 ? demoArticles : [-1];
  const used =
    table === 'category'
      ? await trx.selectFrom('article').select('category_id as id').where('category_id', 'in', ids).where('id', 'not in', others).execute()
      : await trx.selectFrom('article_tag').select('tag_id as id').where('tag_id', 'in', ids).where('article_id', 'not in', others).execute();
  const inUse = new Set(used.map((row) => row.id));
  return ids.filter((id) => !inUse.has(id));
};

/**
 * In removal order: what is referenced goes after what references it (articles before their
 * categories and tags, everything before the demo users whose rows it holds).
 */
export const DEMO_KINDS: readonly DemoKind[] = [
  {
    kind: 'article',
    table: 'article',
    beforeDelete: async (trx, ids) => {
      // Every comment under a demo article goes with it, the blogger's replies there too: the thread has no page left.
      await deleteCommentsOf(trx, COMMENT_TYPE.article, ids);
      await trx.deleteFrom('like').where('type', '=', LIKE_TYPE.article).where('for_id', 'in', ids).execute();
      await trx.deleteFrom('article_tag').where('article_id', 'in', ids).execute();
    },
  },
  {
    kind: 'talk',
    table: 'talk',
    beforeDelete: async (trx, ids) => {
      await deleteCommentsOf(trx, COMMENT_TYPE.talk, ids);
      await trx.deleteFrom('like').where('type', '=', LIKE_TYPE.talk).where('for_id', 'in', ids).execute();
    },
  },
  {
    kind: 'message',
    table: 'message',
    beforeDelete: async (trx, ids) => {
      await deleteCommentsOf(trx, COMMENT_TYPE.message, ids);
      await trx.deleteFrom('like').where('type', '=', LIKE_TYPE.message).where('for_id', 'in', ids).execute();
    },
  },
  {
    kind: 'comment',
    table: 'comment',
    beforeDelete: async (trx, ids) => {
      await trx.deleteFrom('like').where('type', '=', LIKE_TYPE.comment).where('for_id', 'in', ids).execute();
    },
  },
  { kind: 'photo', table: 'photo' },
  { kind: 'album', table: 'photo_album' },
  { kind: 'link', table: 'link' },
  { kind: 'resource', table: 'resource' },
  { kind: 'playlist', table: 'playlist' },
  { kind: 'song', table: 'song' },
  { kind: 'page_header', table: 'page_header' },
  { kind: 'page', table: 'site_page' },
  { kind: 'category', table: 'category', removable: unusedBy('category') },
  { kind: 'tag', table: 'tag', removable: unusedBy('tag') },
  { kind: 'user', table: 'user' },
];

import {
  API_CODE,
  TAXONOMY_IN_USE_CODE,
  TAXONOMY_NAME_FIELD,
  type CategoryAdminRow,
  type PageResult,
  type TagAdminRow,
  type TaxonomyDeleted,
  type TagEntry,
  type TaxonomyKind,
} from '@blog/contract';
import { http, resultOf } from '@/lib/http';
import { getCategoryDictionary } from '@/features/article/api';

/**
 * Every tag, for the console's pickers: the visitors' dictionary leaves out tags without public
 * articles (a tag of drafts only is still one to pick).
 */
export async function getAllTags(): Promise<TagEntry[]> {
  return resultOf(await http.get<TagEntry[]>('/api/tag/adminGetTagDictionary')) ?? [];
}

/** One row of either list, with its name under one key (the pages are the same for both kinds). */
export interface TaxonomyItem {
  id: number;
  name: string;
  articleCount: number;
  createdAt: string;
}

export interface TaxonomyChoice {
  id: number;
  name: string;
}

/** What a delete came to: done (with the server's sentence), or refused because articles use it. */
export type DeleteOutcome = { deleted: true; message: string } | { deleted: false; inUse: string };

interface Paths {
  list: string;
  base: string;
}

const PATHS: Record<TaxonomyKind, Paths> = {
  category: { list: '/api/category/getCategoryList', base: '/api/category' },
  tag: { list: '/api/tag/getTagList', base: '/api/tag' },
};

/** The console's calls of one kind (contract/src/taxonomyAdmin.ts); each resolves or rejects with the reason. */
export function taxonomyApi(kind: TaxonomyKind) {
  const field = TAXONOMY_NAME_FIELD[kind];
  const paths = PATHS[kind];
  const toItem = (row: CategoryAdminRow | TagAdminRow): TaxonomyItem => ({
    id: row.id,
    name: 'category_name' in row ? row.category_name : row.tag_name,
    articleCount: row.articleCount,
    createdAt: row.createdAt,
  });

  return {
    async list(request: { current: number; size: number; name: string }): Promise<PageResult<TaxonomyItem>> {
      const body = { current: request.current, size: request.size, ...(request.name ? { [field]: request.name } : {}) };
      const page = resultOf(await http.post<PageResult<CategoryAdminRow | TagAdminRow>>(paths.list, body));
      return { ...page, list: page.list.map(toItem) };
    },

    async add(name: string): Promise<string> {
      const res = await http.post<CategoryAdminRow | TagAdminRow>(`${paths.base}/add`, { [field]: name });
      resultOf(res);
      return res.message;
    },

    async rename(id: number, name: string): Promise<string> {
      const res = await http.put<CategoryAdminRow | TagAdminRow>(`${paths.base}/update`, { id, [field]: name });
      resultOf(res);
      return res.message;
    },

    /**
     * The "articles still use it" refusal comes back as an outcome, not a toast: the page answers it
     * with its move dialog. Other refusals are toasted by the http client and reject.
     */
    async remove(id: number, moveTo?: number): Promise<DeleteOutcome> {
      const res = await http.put<TaxonomyDeleted>(`${paths.base}/delete`, moveTo === undefined ? { id } : { id, move_to_id: moveTo });
      if (res.code === TAXONOMY_IN_USE_CODE) return { deleted: false, inUse: res.message };
      if (res.code !== API_CODE.success) throw new Error(res.message || '删除失败');
      return { deleted: true, message: res.message };
    },

    /** Every one of this kind, for the move dialog's choices. */
    async choices(): Promise<TaxonomyChoice[]> {
      if (kind === 'category') return (await getCategoryDictionary()).map((entry) => ({ id: entry.id, name: entry.category_name }));
      return (await getAllTags()).map((entry) => ({ id: entry.id, name: entry.tag_name }));
    },
  };
}

export type TaxonomyApi = ReturnType<typeof taxonomyApi>;

import {
  TAXONOMY_IN_USE_CODE,
  TAXONOMY_NAME_FIELD,
  taxonomyMessages,
  type CategoryAdminRow,
  type PageResult,
  type TagAdminRow,
  type TaxonomyDeleted,
  type TaxonomyKind,
} from '@blog/contract';
import { ApiError, refusal } from '../../platform/errors';
import type { TaxonomyAdminRepo, TaxonomyRecord } from './types';

export type TaxonomyRowOf<K extends TaxonomyKind> = K extends 'category' ? CategoryAdminRow : TagAdminRow;

export interface TaxonomyPageRequest {
  current: number;
  size: number;
  name?: string;
}

/**
 * The console's rules for categories and tags: unique names, and no delete that would leave an
 * article without its category or silently drop a tag — unless the articles are moved first.
 * `changed` runs after every write (clears the home-list cache, whose cards show these names).
 */
export function createTaxonomyAdminService<K extends TaxonomyKind>(kind: K, repo: TaxonomyAdminRepo, changed: () => void) {
  const messages = taxonomyMessages(kind);
  const field = TAXONOMY_NAME_FIELD[kind];

  const toRow = (record: TaxonomyRecord) =>
    // The computed key (category_name or tag_name) is beyond what TypeScript can check here.
    ({ id: record.id, [field]: record.name, articleCount: record.articleCount, createdAt: record.created_at, updatedAt: record.updated_at }) as unknown as TaxonomyRowOf<K>;

  async function saved(id: number): Promise<TaxonomyRowOf<K>> {
    const record = await repo.byId(id);
    if (!record) throw refusal(messages.missing);
    return toRow(record);
  }

  return {
    async list(request: TaxonomyPageRequest): Promise<PageResult<TaxonomyRowOf<K>>> {
      const name = request.name || undefined;
      const [records, total] = await Promise.all([repo.page(name, (request.current - 1) * request.size, request.size), repo.count(name)]);
      return { current: request.current, size: request.size, total, list: records.map(toRow) };
    },

    async add(name: string): Promise<TaxonomyRowOf<K>> {
      const id = await repo.insert(name);
      if (id === undefined) throw refusal(messages.nameTaken);
      changed();
      return saved(id);
    },

    async rename(id: number, name: string): Promise<TaxonomyRowOf<K>> {
      const outcome = await repo.rename(id, name);
      if (outcome === 'missing') throw refusal(messages.missing);
      if (outcome === 'taken') throw refusal(messages.nameTaken);
      changed();
      return saved(id);
    },

    async remove(id: number, moveTo: number | undefined): Promise<{ result: TaxonomyDeleted; message: string }> {
      if (moveTo === id) throw refusal(messages.moveToSelf);
      const removal = await repo.remove(id, moveTo);
      switch (removal.outcome) {
        case 'missing':
          throw refusal(messages.missing);
        case 'targetMissing':
          throw refusal(messages.moveTargetMissing);
        case 'inUse':
          throw new ApiError(200, messages.inUse(removal.articles), TAXONOMY_IN_USE_CODE);
        case 'deleted':
          changed();
          return { result: { moved: removal.moved }, message: removal.moved > 0 ? messages.movedAndDeleted(removal.moved) : messages.deleted };
      }
    },
  };
}

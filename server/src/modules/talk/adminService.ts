import { TALK_ADMIN_MESSAGES, type AdminTalkRow, type PageResult } from '@blog/contract';
import { refusal } from '../../platform/errors';
import type { AdminTalkFilter, AdminTalkRecord, TalkAdminRepo, TalkFields } from './adminRepo';
import type { TalkRepo } from './repo';

export interface AdminTalkPageRequest extends AdminTalkFilter {
  current: number;
  size: number;
}

/** The blogger's posts: written as the admin, any status, deleted for good with what hangs on them. */
export function createTalkAdminService(repo: TalkAdminRepo, reading: Pick<TalkRepo, 'imagesOf'>) {
  async function toRows(records: AdminTalkRecord[]): Promise<AdminTalkRow[]> {
    const ids = records.map((record) => record.id);
    const [images, comments] = await Promise.all([reading.imagesOf(ids), repo.commentCounts(ids)]);
    return records.map((record) => ({
      id: record.id,
      content: record.content,
      images: images.get(record.id) ?? [],
      status: record.status,
      is_top: record.is_top,
      like_times: record.like_times,
      comment_count: comments.get(record.id) ?? 0,
      createdAt: record.created_at,
      updatedAt: record.updated_at,
    }));
  }

  async function row(id: number): Promise<AdminTalkRow> {
    const record = await repo.byId(id);
    if (!record) throw refusal(TALK_ADMIN_MESSAGES.missing);
    const [result] = await toRows([record]);
    if (!result) throw refusal(TALK_ADMIN_MESSAGES.missing);
    return result;
  }

  return {
    async list(request: AdminTalkPageRequest): Promise<PageResult<AdminTalkRow>> {
      const filter: AdminTalkFilter = { status: request.status, keyword: request.keyword || undefined };
      const [records, total] = await Promise.all([repo.page(filter, (request.current - 1) * request.size, request.size), repo.count(filter)]);
      return { current: request.current, size: request.size, total, list: await toRows(records) };
    },

    async add(authorId: number, fields: TalkFields): Promise<AdminTalkRow> {
      return row(await repo.insert(authorId, fields));
    },

    async update(id: number, fields: TalkFields): Promise<AdminTalkRow> {
      if (!(await repo.update(id, fields))) throw refusal(TALK_ADMIN_MESSAGES.missing);
      return row(id);
    },

    async setFlag(id: number, flag: { status: number } | { is_top: number }): Promise<AdminTalkRow> {
      if (!(await repo.setFlag(id, flag))) throw refusal(TALK_ADMIN_MESSAGES.missing);
      return row(id);
    },

    async remove(id: number): Promise<void> {
      if (!(await repo.remove(id))) throw refusal(TALK_ADMIN_MESSAGES.missing);
    },
  };
}

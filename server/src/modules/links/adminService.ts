import { LINK_ADMIN_MESSAGES, LINK_STATUS, type AdminLinkBoard, type LinkApplication } from '@blog/contract';
import { refusal } from '../../platform/errors';
import type { LinkAdminRepo } from './adminRepo';

/** Friend links in the console: the whole board, editing and ordering (approve/reject are service.ts's). */
export function createLinkAdminService(repo: LinkAdminRepo) {
  return {
    async board(): Promise<AdminLinkBoard> {
      const rows = await repo.board();
      return { pending: rows.filter((r) => r.status !== LINK_STATUS.approved), approved: rows.filter((r) => r.status === LINK_STATUS.approved) };
    },

    async update(id: number, fields: LinkApplication): Promise<void> {
      if (!(await repo.update(id, fields))) throw refusal(LINK_ADMIN_MESSAGES.missing);
    },

    /**
     * The order must name every approved link exactly once: a list that changed since the console
     * read it (a link approved or removed meanwhile) is refused rather than half applied.
     */
    async sort(ids: number[]): Promise<void> {
      const approved = new Set(await repo.approvedIds());
      if (ids.length !== approved.size || ids.some((id) => !approved.has(id))) throw refusal(LINK_ADMIN_MESSAGES.orderStale);
      await repo.setOrder(ids);
    },
  };
}

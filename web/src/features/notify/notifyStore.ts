import { create } from 'zustand';
import { API_CODE, PAGE_SIZE, type NotifyItem } from '@blog/contract';
import { getNotifyList } from './api';

/** The bell and the drawer share one list (SPEC.md §4 message drawer). */
interface NotifyState {
  userId: number | null;
  items: NotifyItem[];
  total: number;
  /** Unread over all pages, as the server counts them (the loaded pages may hold only some). */
  unread: number;
  /** Last page loaded (pages counted in `current`, from 1). */
  current: number;
  hasMore: boolean;
  loading: boolean;
  loaded: boolean;
  loadFirst(userId: number): Promise<void>;
  loadMore(): Promise<void>;
  markViewedLocally(id: number): void;
  removeLocally(id: number): void;
  reset(): void;
}

const INITIAL = { userId: null, items: [], total: 0, unread: 0, current: 0, hasMore: false, loading: false, loaded: false };

/** Answers to an older request (a reload started meanwhile) are dropped. */
let requestSeq = 0;

export const useNotifyStore = create<NotifyState>()((set, get) => {
  async function loadPage(userId: number, page: number): Promise<void> {
    const seq = ++requestSeq;
    set({ loading: true });
    try {
      const res = await getNotifyList(userId, page, PAGE_SIZE.notify);
      if (seq !== requestSeq) return;
      if (res.code !== API_CODE.success || !res.result) {
        set({ loading: false });
        return;
      }
      const list = Array.isArray(res.result.list) ? res.result.list : [];
      const items = page === 1 ? list : [...get().items, ...list.filter((n) => !get().items.some((o) => o.id === n.id))];
      const total = Number(res.result.total) || 0;
      // A server without the count (the original one): the loaded items are all we know.
      const unread = Number.isFinite(res.result.unread) ? res.result.unread : countUnread(items);
      // A full page of 10 means more may exist (SPEC.md §4), unless the total says otherwise.
      const hasMore = list.length >= PAGE_SIZE.notify && items.length < total;
      set({ userId, items, total, unread, current: page, hasMore, loading: false, loaded: true });
    } catch {
      // The http client has already shown why; the list keeps what it had.
      if (seq === requestSeq) set({ loading: false, loaded: true });
    }
  }

  return {
    ...INITIAL,
    loadFirst(userId) {
      if (get().userId !== userId) set({ ...INITIAL, userId });
      return loadPage(userId, 1);
    },
    loadMore() {
      const { userId, current, loading, hasMore } = get();
      if (userId === null || loading || !hasMore) return Promise.resolve();
      return loadPage(userId, current + 1);
    },
    markViewedLocally(id) {
      set((s) => ({
        items: s.items.map((n) => (n.id === id ? { ...n, isView: 2 } : n)),
        unread: wasUnread(s.items, id) ? Math.max(0, s.unread - 1) : s.unread,
      }));
    },
    removeLocally(id) {
      set((s) => ({
        items: s.items.filter((n) => n.id !== id),
        total: Math.max(0, s.total - 1),
        unread: wasUnread(s.items, id) ? Math.max(0, s.unread - 1) : s.unread,
      }));
    },
    reset() {
      requestSeq += 1;
      set({ ...INITIAL });
    },
  };
});

/** Unread items are those with isView 1 (SPEC.md §4). */
function countUnread(items: readonly NotifyItem[]): number {
  return items.filter((n) => n.isView === 1).length;
}

function wasUnread(items: readonly NotifyItem[], id: number): boolean {
  return items.some((n) => n.id === id && n.isView === 1);
}

/** What the bell shows: every unread notification, not only the loaded page's (capped at 9 by the badge). */
export function selectUnreadCount(state: Pick<NotifyState, 'unread'>): number {
  return state.unread;
}

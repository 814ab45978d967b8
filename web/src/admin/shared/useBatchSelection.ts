import { useEffect, useState } from 'react';
import { feedback } from '@/lib/feedback';
import { toastFailure } from './format';

/**
 * The ticked rows of a console list page and the batch action run on them: a new page of rows
 * (paging, filtering, after a change) starts with nothing ticked; while a batch runs its buttons
 * are disabled; it ends with the server's count in a toast and the list reloaded.
 */
export function useBatchSelection<Row extends { id: number }>(page: { list: Row[] } | undefined, reload: () => void) {
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => setSelected([]), [page]);

  const rows = page?.list ?? [];
  const chosen = rows.filter((row) => selected.includes(row.id));

  return {
    rows,
    selected,
    setSelected,
    /** The ticked rows of this page. */
    chosen,
    /** Whether batch buttons are on: something ticked and no batch running. */
    ready: chosen.length > 0 && !busy,
    toggle: (id: number, checked: boolean) => setSelected((ids) => (checked ? [...ids, id] : ids.filter((other) => other !== id))),
    async run(action: () => Promise<number>, done: (count: number) => string, failure: string): Promise<void> {
      setBusy(true);
      try {
        feedback.message.success(done(await action()));
        reload();
      } catch (error) {
        toastFailure(error, failure);
      } finally {
        setBusy(false);
      }
    },
  };
}

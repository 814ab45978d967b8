import { useState } from 'react';
import { feedback } from '@/lib/feedback';
import { toastFailure } from './format';

/**
 * A list card's buttons (hide, pin, delete …): which one is working, and running one — its own
 * success message and a reload of the list, or the server's reason.
 */
export function useCardAction<W extends string>(onChanged: () => void) {
  const [busy, setBusy] = useState<W | null>(null);
  const run = async (what: W, action: () => Promise<void>, done: string) => {
    setBusy(what);
    try {
      await action();
      feedback.message.success(done);
      onChanged();
    } catch (error) {
      toastFailure(error, '操作失败');
    } finally {
      setBusy(null);
    }
  };
  return [busy, run] as const;
}

import dayjs from 'dayjs';
import { unshownMessage } from '@/lib/http';
import { feedback } from '@/lib/feedback';

/** "2025-03-09 14:05" in the blogger's time zone; a dash for a missing date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const at = dayjs(iso);
  return at.isValid() ? at.format('YYYY-MM-DD HH:mm') : '—';
}

/** Says why an action failed, unless the http client already did. */
export function toastFailure(error: unknown, fallback: string): void {
  const message = unshownMessage(error, fallback);
  if (message) feedback.message.error(message);
}

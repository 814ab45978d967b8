import dayjs from 'dayjs';

/** "2025-03-09 14:05" in the blogger's time zone; a dash for a missing date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const at = dayjs(iso);
  return at.isValid() ? at.format('YYYY-MM-DD HH:mm') : '—';
}

/** The console's pages import it from here, beside the other helpers they share. */
export { toastFailure } from '@/lib/http';

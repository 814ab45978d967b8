import { useEffect, useState } from 'react';
import { API_CODE, type MessageItem } from '@blog/contract';
import { getMessageById } from './api';

export type MessageEntryState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; message: MessageItem };

/**
 * One guestbook entry by id, for the detail and edit pages. Loads again when `id` or `reloadKey`
 * changes (the detail page passes the viewer: liked-by-me depends on who asks); null id loads nothing.
 */
export function useMessageEntry(id: number | null, reloadKey?: unknown): MessageEntryState {
  const [state, setState] = useState<MessageEntryState>({ status: 'loading' });
  useEffect(() => {
    if (id === null) return undefined;
    let active = true;
    setState({ status: 'loading' });
    getMessageById(id).then(
      (res) => {
        if (active) setState(res.code === API_CODE.success ? { status: 'ready', message: res.result } : { status: 'failed' });
      },
      () => {
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [id, reloadKey]);
  return state;
}

import { useEffect, useState } from 'react';
import { API_CODE, type OwnLink } from '@blog/contract';
import { getOwnLink } from './api';

export interface OwnLinkState {
  /** undefined while loading (or logged out), null when the user has not applied. */
  own: OwnLink | null | undefined;
  failed: boolean;
  /** After a successful add or update: the server's answer replaces what was loaded. */
  setOwn: (own: OwnLink) => void;
}

/** The logged-in user's own application; refetched whenever the user changes. */
export function useOwnLink(userId: number | null): OwnLinkState {
  const [state, setState] = useState<{ userId: number | null; own: OwnLink | null | undefined; failed: boolean }>({ userId: null, own: undefined, failed: false });

  useEffect(() => {
    if (userId === null) return;
    let active = true;
    getOwnLink().then(
      (res) => {
        if (active) setState({ userId, own: res.code === API_CODE.success ? res.result : undefined, failed: res.code !== API_CODE.success });
      },
      () => {
        if (active) setState({ userId, own: undefined, failed: true });
      },
    );
    return () => {
      active = false;
    };
  }, [userId]);

  // An answer for another user (just logged out or switched) is never shown.
  const current = state.userId === userId && userId !== null;
  return {
    own: current ? state.own : undefined,
    failed: current && state.failed,
    setOwn: (own) => setState({ userId, own, failed: false }),
  };
}

import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';

export const LEAVE_QUESTION = '有未保存的修改，确定离开吗？';

/**
 * Asks before unsaved changes are left behind: the browser's own prompt for a closed tab or a
 * reload, a confirm for navigation inside the app. `allow(path)` lets through a move that keeps
 * the editor (a new article taking its own edit address after the first save).
 */
export function useLeaveGuard(dirty: boolean, modal: ModalApi, allow: (nextPath: string) => boolean = () => false): void {
  const dirtyRef = useRef(dirty);
  const allowRef = useRef(allow);
  useEffect(() => {
    dirtyRef.current = dirty;
    allowRef.current = allow;
  });

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && currentLocation.pathname !== nextLocation.pathname && !allowRef.current(nextLocation.pathname),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const dialog = modal.confirm({
      title: LEAVE_QUESTION,
      content: '最近的修改已保存在本机，下次打开编辑器时可以恢复。',
      okText: '离开',
      okButtonProps: { danger: true },
      cancelText: '留下继续编辑',
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
    return () => dialog.destroy();
  }, [blocker, modal]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

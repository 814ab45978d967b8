import type { MessageInstance, MessageType } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { Key } from 'react';
import { loadChunk } from './chunks';
import { createFallbackToasts } from './fallbackToasts';
import type { Toasts } from './toastArgs';

/** Toast offset from the top of the window (SPEC.md §9), clear of the fixed header. */
export const TOAST_TOP = 60;

/** How long a toast waits for antd's holders to download before the built-in stand-ins show it. */
export const FALLBACK_AFTER_MS = 4_000;

/**
 * antd's message and notification (their lists, motion and styles) load on the first toast, not
 * with the page: most visits show none. The providers register a host that mounts the themed
 * holders (app/feedbackHolder.tsx) when asked; without one (tests of a single component) antd's
 * static methods stand in. Calls made while the code loads are replayed in order.
 *
 * That code may not download: the server is restarting, or a new build removed the chunk this tab
 * knows. The toasts then show in built-in stand-ins (fallbackToasts.tsx) instead of being lost (or,
 * as a failed lazy component would, taking the page down), and the next toast tries antd's again.
 */
let bound: Toasts | null = null;
let queued: ((toasts: Toasts) => void)[] = [];
let requestHost: (() => void) | null = null;
let staticLoading = false;
let fallback: Toasts | null = null;
let fallbackTimer: number | undefined;

function flush(): void {
  if (!bound) return;
  window.clearTimeout(fallbackTimer);
  fallbackTimer = undefined;
  const calls = queued;
  queued = [];
  for (const call of calls) call(bound);
}

/** The waiting toasts show in the built-in stand-ins: antd's holders failed, or are too slow. */
function showQueuedInFallback(): void {
  window.clearTimeout(fallbackTimer);
  fallbackTimer = undefined;
  if (bound) return;
  fallback ??= createFallbackToasts(TOAST_TOP);
  const calls = queued;
  queued = [];
  for (const call of calls) call(fallback);
}

function loadStatic(): void {
  if (staticLoading) return;
  staticLoading = true;
  loadChunk(() => import('./staticFeedback'), { reloadWhenUpdated: false }).then(
    ({ staticToasts }) => {
      // A host that bound in the meantime wins: its toasts follow the theme.
      if (!bound) bound = staticToasts();
      flush();
    },
    () => {
      staticLoading = false;
      showQueuedInFallback();
    },
  );
}

function run(call: (toasts: Toasts) => void): void {
  if (bound) {
    call(bound);
    return;
  }
  queued.push(call);
  fallbackTimer ??= window.setTimeout(showQueuedInFallback, FALLBACK_AFTER_MS);
  if (requestHost) requestHost();
  else loadStatic();
}

/** A message's handle before antd has shown it: hiding it early cancels it. */
function deferredMessage(show: (toasts: Toasts) => MessageType): MessageType {
  if (bound) return show(bound);
  let real: MessageType | undefined;
  let cancelled = false;
  const shown = new Promise<MessageType | undefined>((resolve) =>
    run((toasts) => {
      if (cancelled) return resolve(undefined);
      real = show(toasts);
      resolve(real);
    }),
  );
  const hide = () => {
    cancelled = true;
    real?.();
  };
  const closed: PromiseLike<boolean> = shown.then((handle) => (handle ? Promise.resolve(handle) : true));
  return Object.assign(hide, { then: closed.then.bind(closed) }) as MessageType;
}

/** destroy() has nothing to take away before anything was shown, so it loads nothing. */
function destroyIn(kind: keyof Toasts, key?: Key): void {
  fallback?.[kind].destroy(key);
  if (bound) bound[kind].destroy(key);
  else queued.push((toasts) => toasts[kind].destroy(key));
}

type MessageArgs = Parameters<MessageInstance['success']>;
type NotificationArgs = Parameters<NotificationInstance['success']>;
const typedMessage =
  (type: 'info' | 'success' | 'warning' | 'error' | 'loading') =>
  (...args: MessageArgs): MessageType =>
    deferredMessage((toasts) => toasts.message[type](...args));
const typedNotification =
  (type: 'info' | 'success' | 'warning' | 'error' | 'open') =>
  (...args: NotificationArgs): void =>
    run((toasts) => toasts.notification[type](...args));

/**
 * Toasts usable outside React (http client, stores); the same object for the whole visit. Once
 * the providers' holders are bound they follow the current theme and locale.
 */
export const feedback: Toasts = {
  message: {
    open: (config) => deferredMessage((toasts) => toasts.message.open(config)),
    destroy: (key) => destroyIn('message', key),
    info: typedMessage('info'),
    success: typedMessage('success'),
    warning: typedMessage('warning'),
    error: typedMessage('error'),
    loading: typedMessage('loading'),
  },
  notification: {
    open: typedNotification('open'),
    destroy: (key) => destroyIn('notification', key),
    info: typedNotification('info'),
    success: typedNotification('success'),
    warning: typedNotification('warning'),
    error: typedNotification('error'),
  },
};

/** The providers' holders, once mounted: every later toast goes through them. */
export function bindFeedback(instances: Toasts): void {
  bound = instances;
  flush();
}

/** The providers' holders could not be loaded: the waiting toasts show in the stand-ins now. */
export function feedbackHostFailed(): void {
  showQueuedInFallback();
}

/**
 * The providers offer to mount the holders on demand; returns the clean-up. A toast asked for
 * before the host existed mounts them at once. After a failure (feedbackHostFailed) the next
 * toast asks again.
 */
export function registerFeedbackHost(request: () => void): () => void {
  requestHost = request;
  if (queued.length > 0 && !bound) request();
  return () => {
    if (requestHost === request) requestHost = null;
  };
}

/** The 欢迎～ notice after logging in: one key, so a drawer opening over it can take it away. */
export const WELCOME_NOTICE_KEY = 'welcome';

/**
 * A drawer the visitor opens (the menu, 我的消息) comes first: the greeting, placed at the top
 * right like every notice, would lie on the drawer's header and first items on a phone.
 */
export function dismissWelcomeNotice(): void {
  feedback.notification.destroy(WELCOME_NOTICE_KEY);
}

import type { Key, ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { ArgsProps as MessageArgs, MessageType, NoticeType } from 'antd/es/message/interface';
import type { ArgsProps as NotificationArgs } from 'antd/es/notification/interface';
import { LAYER } from './layers';
import { messageApi, notificationApi, type Toasts } from './toastArgs';
import './fallbackToasts.css';

/** antd's default display times. */
const MESSAGE_SECONDS = 3;
const NOTIFICATION_SECONDS = 4.5;

type Kind = 'message' | 'notification';

interface Shown {
  id: number;
  kind: Kind;
  key?: Key;
  type?: NoticeType;
  title?: ReactNode;
  body: ReactNode;
  close: () => void;
}

/** Errors and warnings interrupt a screen reader; the rest wait their turn. */
const roleOf = (type: NoticeType | undefined) => (type === 'error' || type === 'warning' ? 'alert' : 'status');

function ToastIcon({ type }: { type: NoticeType | undefined }) {
  return type ? <span className={`fallback-toast__icon fallback-toast__icon--${type}`} aria-hidden="true" /> : null;
}

function FallbackToastList({ toasts, top }: { toasts: readonly Shown[]; top: number }) {
  const style = { top, zIndex: LAYER.toast };
  return (
    <>
      <div className="fallback-toasts fallback-toasts--messages" style={style}>
        {toasts
          .filter((t) => t.kind === 'message')
          .map((t) => (
            <div key={t.id} className="fallback-toast" role={roleOf(t.type)}>
              <ToastIcon type={t.type} />
              <span>{t.body}</span>
            </div>
          ))}
      </div>
      <div className="fallback-toasts fallback-toasts--notices" style={style}>
        {toasts
          .filter((t) => t.kind === 'notification')
          .map((t) => (
            <div key={t.id} className="fallback-toast fallback-toast--notice" role={roleOf(t.type)}>
              <ToastIcon type={t.type} />
              <div className="fallback-toast__words">
                {t.title ? <div className="fallback-toast__title">{t.title}</div> : null}
                {t.body ? <div className="fallback-toast__text">{t.body}</div> : null}
              </div>
              <button type="button" className="fallback-toast__close" aria-label="关闭" onClick={t.close}>
                ×
              </button>
            </div>
          ))}
      </div>
    </>
  );
}

/**
 * Toasts that need nothing more from the server: when antd's holders cannot be downloaded (the
 * server is restarting, a new build removed their chunk) the visitor still reads every message.
 * The same calls as antd's message and notification, drawn with the site's colours in its own
 * React root; most visits never create it.
 */
export function createFallbackToasts(top: number): Toasts {
  let shown: Shown[] = [];
  let root: Root | null = null;
  let nextId = 1;

  const paint = () => {
    if (!root) {
      const host = document.createElement('div');
      document.body.appendChild(host);
      root = createRoot(host);
    }
    root.render(<FallbackToastList toasts={shown} top={top} />);
  };

  const remove = (which: (t: Shown) => boolean) => {
    for (const t of shown.filter(which)) t.close();
  };

  /** Shows a toast (replacing one of the same key) for `seconds`, 0 for good; resolves once it is gone. */
  const show = (kind: Kind, toast: Omit<Shown, 'id' | 'kind' | 'close'>, seconds: number, onClose?: () => void) => {
    if (toast.key !== undefined) remove((t) => t.kind === kind && t.key === toast.key);
    const id = nextId++;
    let timer: number | undefined;
    let resolveClosed: (closed: boolean) => void = () => {};
    const closed = new Promise<boolean>((resolve) => (resolveClosed = resolve));
    const close = () => {
      window.clearTimeout(timer);
      if (!shown.some((t) => t.id === id)) return;
      shown = shown.filter((t) => t.id !== id);
      paint();
      onClose?.();
      resolveClosed(true);
    };
    shown = [...shown, { ...toast, id, kind, close }];
    paint();
    if (seconds > 0) timer = window.setTimeout(close, seconds * 1000);
    return { close, closed };
  };

  const destroy = (kind: Kind) => (key?: Key) => remove((t) => t.kind === kind && (key === undefined || t.key === key));

  const openMessage = (config: MessageArgs): MessageType => {
    const { close, closed } = show('message', { key: config.key, type: config.type, body: config.content }, config.duration ?? MESSAGE_SECONDS, config.onClose);
    return Object.assign(close, { then: closed.then.bind(closed) }) as MessageType;
  };
  const openNotification = (config: NotificationArgs): void => {
    const seconds = config.duration === false ? 0 : (config.duration ?? NOTIFICATION_SECONDS);
    void show('notification', { key: config.key, type: config.type, title: config.title ?? config.message, body: config.description }, seconds, config.onClose);
  };

  return { message: messageApi(openMessage, destroy('message')), notification: notificationApi(openNotification, destroy('notification')) };
}

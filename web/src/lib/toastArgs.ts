import type { Key } from 'react';
import type { ArgsProps as MessageArgs, JointContent, MessageInstance, MessageType, NoticeType } from 'antd/es/message/interface';
import type { ArgsProps as NotificationArgs, IconType, NotificationInstance } from 'antd/es/notification/interface';

/** The two toast APIs the app uses (antd's message and notification, or stand-ins with their shape). */
export type Toasts = { message: MessageInstance; notification: NotificationInstance };

function isMessageArgs(content: JointContent): content is MessageArgs {
  return typeof content === 'object' && content !== null && !Array.isArray(content) && 'content' in content;
}

/**
 * A message API from its `open`: message.success('…', 2, onClose) and message.success({content, key})
 * read as antd reads them.
 */
export function messageApi(open: (config: MessageArgs) => MessageType, destroy: (key?: Key) => void): MessageInstance {
  const typed =
    (type: NoticeType) =>
    (content: JointContent, duration?: number | VoidFunction, onClose?: VoidFunction): MessageType => {
      const config: MessageArgs = isMessageArgs(content) ? content : { content };
      const timing = typeof duration === 'function' ? { onClose: duration } : { duration, onClose };
      return open({ ...timing, ...config, type });
    };
  return { open, destroy, info: typed('info'), success: typed('success'), warning: typed('warning'), error: typed('error'), loading: typed('loading') };
}

/** A notification API from its `open`: notification.error({...}) is open({..., type: 'error'}). */
export function notificationApi(open: (config: NotificationArgs) => void, destroy: (key?: Key) => void): NotificationInstance {
  const typed = (type: IconType) => (config: NotificationArgs) => open({ ...config, type });
  return { open, destroy, info: typed('info'), success: typed('success'), warning: typed('warning'), error: typed('error') };
}

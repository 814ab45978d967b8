import { useEffect } from 'react';
import message from 'antd/es/message';
import notification from 'antd/es/notification';
import { bindFeedback, TOAST_TOP } from '@/lib/feedback';
import { withSilentMessageIcons, withSilentNotificationIcons } from '@/lib/silentToastIcons';

/**
 * Hands themed message/notification instances to code outside React (http client, stores).
 * The hooks' holders render inside ConfigProvider, so toasts follow the theme and locale
 * (antd's static functions would not). antd's <App> would do the same but pulls in Modal.
 * Loaded on the first toast (lib/feedback.ts).
 */
export default function FeedbackHolder() {
  const [messageApi, messageHolder] = message.useMessage({ top: TOAST_TOP });
  const [notificationApi, notificationHolder] = notification.useNotification({ top: TOAST_TOP });
  useEffect(() => {
    bindFeedback({ message: withSilentMessageIcons(messageApi), notification: withSilentNotificationIcons(notificationApi) });
  }, [messageApi, notificationApi]);
  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}

import staticMessage from 'antd/es/message';
import staticNotification from 'antd/es/notification';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { TOAST_TOP } from './feedback';
import { withSilentMessageIcons, withSilentNotificationIcons } from './silentToastIcons';

/** antd's static toasts (outside the providers' theme), used where no providers are mounted. */
export function staticToasts(): { message: MessageInstance; notification: NotificationInstance } {
  staticMessage.config({ top: TOAST_TOP });
  staticNotification.config({ top: TOAST_TOP });
  return { message: withSilentMessageIcons(staticMessage), notification: withSilentNotificationIcons(staticNotification) };
}

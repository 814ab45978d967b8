import staticMessage from 'antd/es/message';
import staticNotification from 'antd/es/notification';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { withSilentMessageIcons, withSilentNotificationIcons } from './silentToastIcons';

/** Toast offset from the top of the window (SPEC.md §9), clear of the fixed header. */
export const TOAST_TOP = 60;

staticMessage.config({ top: TOAST_TOP });
staticNotification.config({ top: TOAST_TOP });

/**
 * Toasts usable outside React (http client, stores). The providers fill in the instances of
 * antd's <App>, which follow the current theme; until then antd's static methods stand in.
 */
export const feedback: { message: MessageInstance; notification: NotificationInstance } = {
  message: withSilentMessageIcons(staticMessage),
  notification: withSilentNotificationIcons(staticNotification),
};

export function bindFeedback(instances: { message: MessageInstance; notification: NotificationInstance }): void {
  feedback.message = withSilentMessageIcons(instances.message);
  feedback.notification = withSilentNotificationIcons(instances.notification);
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

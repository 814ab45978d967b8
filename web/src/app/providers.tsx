import { useEffect, type ReactNode } from 'react';
import message from 'antd/es/message';
import notification from 'antd/es/notification';
import ConfigProvider from 'antd/es/config-provider';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { bindFeedback, TOAST_TOP } from '@/lib/feedback';
import { LAYER } from '@/lib/layers';
import { applyThemeToDocument, useThemeStore } from '@/features/theme/themeStore';
import { installSession } from '@/features/auth/session';
import { LoginDialogHost } from '@/features/auth/LoginDialogHost';
import { THEME_ALGORITHMS, THEME_TOKENS } from './theme/antdTheme';
import { SILENT_ANTD_ICONS } from './theme/silentAntdIcons';

dayjs.locale('zh-cn');
// Before the first request: the token header, the 401 handler and the 登录 opener.
installSession();

/**
 * Hands themed message/notification instances to code outside React (http client, stores).
 * The hooks' holders render inside ConfigProvider, so toasts follow the theme and locale
 * (antd's static functions would not). antd's <App> would do the same but pulls in Modal.
 */
function FeedbackHolder() {
  const [messageApi, messageHolder] = message.useMessage({ top: TOAST_TOP });
  const [notificationApi, notificationHolder] = notification.useNotification({ top: TOAST_TOP });
  useEffect(() => {
    bindFeedback({ message: messageApi, notification: notificationApi });
  }, [messageApi, notificationApi]);
  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}

/** Toasts above every dialog and drawer (lib/layers.ts). */
const TOAST_LAYERS = { Message: { zIndexPopup: LAYER.toast }, Notification: { zIndexPopup: LAYER.toast } };

export function Providers({ children }: { children: ReactNode }) {
  const theme = useThemeStore((s) => s.theme);

  useEffect(() => {
    applyThemeToDocument(theme);
  }, [theme]);

  return (
    <ConfigProvider
      locale={zhCN}
      theme={{ algorithm: THEME_ALGORITHMS[theme], token: THEME_TOKENS[theme], components: TOAST_LAYERS }}
      {...SILENT_ANTD_ICONS}
    >
      <FeedbackHolder />
      {children}
      <LoginDialogHost />
    </ConfigProvider>
  );
}

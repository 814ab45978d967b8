import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import zhCN from 'antd/es/locale/zh_CN';
import { ChunkBoundary } from '@/components/ChunkBoundary';
import { loadChunk } from '@/lib/chunks';
import { feedbackHostFailed, registerFeedbackHost } from '@/lib/feedback';
import { LAYER } from '@/lib/layers';
import { applyThemeToDocument, useThemeStore } from '@/features/theme/themeStore';
import { installSession } from '@/features/auth/session';
import { LoginDialogHost } from '@/features/auth/LoginDialogHost';
import { THEME_ALGORITHMS, THEME_TOKENS } from './theme/antdTheme';
import { SILENT_ANTD_ICONS } from './theme/silentAntdIcons';

// Before the first request: the token header, the 401 handler and the 登录 opener.
installSession();

/**
 * Mounts the themed toast holders when the first toast asks for them: antd's message and
 * notification load with the first toast (lib/feedback.ts), not with the page. If they cannot be
 * downloaded the toasts show in lib/fallbackToasts.tsx, and the next toast tries again; a toast
 * never reloads the page by itself.
 */
function FeedbackHost() {
  const [Holder, setHolder] = useState<ComponentType | null>(null);
  const loading = useRef(false);
  useEffect(
    () =>
      registerFeedbackHost(() => {
        if (loading.current) return;
        loading.current = true;
        loadChunk(() => import('./feedbackHolder'), { reloadWhenUpdated: false }).then(
          (module) => setHolder(() => module.default),
          () => {
            loading.current = false;
            feedbackHostFailed();
          },
        );
      }),
    [],
  );
  return Holder ? (
    <ChunkBoundary fallback={() => null} onError={feedbackHostFailed}>
      <Holder />
    </ChunkBoundary>
  ) : null;
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
      <FeedbackHost />
      {children}
      <LoginDialogHost />
    </ConfigProvider>
  );
}

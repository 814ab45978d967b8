import { Suspense, useState } from 'react';
import { WidgetBoundary } from '@/components/WidgetBoundary';
import { lazyChunk } from '@/lib/lazyChunk';
import { useUserStore } from '@/features/user/userStore';

// The dialog (antd Modal and Form) loads on first open only; /home does not pay for it.
const LoginDialog = lazyChunk(() => import('./LoginDialog'));

/** Mounted once by the providers; the store's showLogin opens it (header, 401 handler, pages). */
export function LoginDialogHost() {
  const open = useUserStore((s) => s.showLogin);
  const setShowLogin = useUserStore((s) => s.setShowLogin);
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) return null;
  const failed = () => {
    setShowLogin(false);
    setUsed(false);
  };
  return (
    <WidgetBoundary name="登录窗口" onFailed={failed}>
      <Suspense fallback={null}>
        <LoginDialog open={open} onClose={() => setShowLogin(false)} />
      </Suspense>
    </WidgetBoundary>
  );
}

import { lazy, Suspense, useState } from 'react';
import { useUserStore } from '@/features/user/userStore';

// The dialog (antd Modal and Form) loads on first open only; /home does not pay for it.
const LoginDialog = lazy(() => import('./LoginDialog'));

/** Mounted once by the providers; the store's showLogin opens it (header, 401 handler, pages). */
export function LoginDialogHost() {
  const open = useUserStore((s) => s.showLogin);
  const setShowLogin = useUserStore((s) => s.setShowLogin);
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog open={open} onClose={() => setShowLogin(false)} />
    </Suspense>
  );
}

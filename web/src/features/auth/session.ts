import { setTokenProvider, setUnauthorizedHandler } from '@/lib/http';
import { setLoginOpener } from '@/lib/loginEntry';
import { currentToken, useUserStore } from '@/features/user/userStore';

/** Opens the login dialog (mounted once by the providers, loaded on first open). */
export function openLoginDialog(): void {
  useUserStore.getState().setShowLogin(true);
}

/**
 * Connects the session to the rest of the app: requests carry the decrypted token, a 401 clears
 * the session and opens the dialog (the http client calls this once per burst of 401s), and the
 * header's 登录 item opens the dialog.
 */
export function installSession(): void {
  setTokenProvider(currentToken);
  setUnauthorizedHandler(() => {
    useUserStore.getState().clearSession();
    openLoginDialog();
  });
  setLoginOpener(openLoginDialog);
}

import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isLoadingNow, subscribe } from './loading';

/** Same id as server/src/platform/bootShell.ts. */
const BOOT_SHELL_ID = 'boot-shell';
/** The longest the shell stays once the page has rendered, whatever is still loading. */
const MAX_WAIT_AFTER_PAGE_MS = 2000;

/** Class of a shell that carries the page's content (server/src/platform/bootShell.ts renderContentShell). */
const CONTENT_SHELL_CLASS = 'boot-shell--content';
/**
 * A content shell is the readable page itself, so it may stay longer than a decorative one: until
 * the page says its own content is on screen (releaseContentShell), at most this long.
 */
const MAX_CONTENT_WAIT_AFTER_PAGE_MS = 10_000;

function removeBootShell(): void {
  document.getElementById(BOOT_SHELL_ID)?.remove();
}

/**
 * Called by a page whose content the server rendered (the article's reader) once its own copy is
 * drawn and styled: the shell above it goes, and #root, hidden under it, shows the same thing.
 */
export function releaseContentShell(): void {
  const shell = document.getElementById(BOOT_SHELL_ID);
  if (shell?.classList.contains(CONTENT_SHELL_CLASS)) shell.remove();
}

/**
 * Removes the server-rendered first screen once React's page can take its place. Rendered next
 * to the route outlet inside its Suspense boundary, so its effect runs only when the page itself
 * has been committed (its chunk has loaded); the page's data-loading effects have run before this
 * one (children and earlier siblings first), so "nothing loading" means the page shows its data.
 * Until then the shell hides the page's loading state (文章加载中…) instead of flashing it.
 */
function useBootShellRelease(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const shell = document.getElementById(BOOT_SHELL_ID);
    if (!shell) return undefined;
    // `/` only redirects to /home, whose shell this is: wait for the page itself.
    if (pathname === '/') return undefined;
    // The visitor went elsewhere before the first page was ready: its banner is not this one.
    if (pathname !== shell.dataset.path) {
      removeBootShell();
      return undefined;
    }
    if (shell.classList.contains(CONTENT_SHELL_CLASS)) {
      // The page releases it; the timer only guards against a page that never does.
      const timer = window.setTimeout(removeBootShell, MAX_CONTENT_WAIT_AFTER_PAGE_MS);
      return () => window.clearTimeout(timer);
    }
    if (!isLoadingNow()) {
      removeBootShell();
      return undefined;
    }
    // Never longer than this after the page has rendered: a load that hangs must not hide it.
    const timer = window.setTimeout(removeBootShell, MAX_WAIT_AFTER_PAGE_MS);
    const unsubscribe = subscribe(() => {
      if (isLoadingNow()) return;
      removeBootShell();
    });
    return () => {
      window.clearTimeout(timer);
      unsubscribe();
    };
  }, [pathname]);
}

/** Renders nothing; see useBootShellRelease. */
export function BootShellRelease() {
  useBootShellRelease();
  return null;
}

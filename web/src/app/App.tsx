import { startTransition, useEffect, useState } from 'react';
import { loadChunk } from '@/lib/chunks';
import { nextTask } from '@/lib/nextTask';
// The server-rendered first screen (bootShell.ts) is drawn with these classes before any script
// runs, so they belong to the entry's style sheet (written inline into index.html).
import './layout/Header.css';
import '@/components/PageBanner/PageBanner.css';
import './bootShell.css';

type Root = typeof import('./AppRoot');

/** While the server cannot be reached the app root is asked for again this often. */
const ROOT_RETRY_MS = 5_000;

/**
 * The app root through the guarded loader: a new build reloads the tab into it; an unreachable
 * server leaves the server-rendered first screen in place and tries again until it answers.
 */
async function loadRoot(isActive: () => boolean): Promise<Root | null> {
  for (;;) {
    try {
      return await loadChunk(() => import('./AppRoot'));
    } catch {
      await new Promise((resolve) => setTimeout(resolve, ROOT_RETRY_MS));
      if (!isActive()) return null;
    }
  }
}

/**
 * Starts the app in steps that each keep the main thread briefly: load and evaluate the app root
 * (providers, router, layout), load the current page's chunk, then render
 * everything as one transition, which React splits into slices of a few milliseconds. A first
 * render that waited for nothing would commit the layout with a route fallback, then the page.
 * Until the transition commits, the server-rendered first screen is what the visitor sees.
 */
export function App() {
  const [root, setRoot] = useState<Root | null>(null);

  useEffect(() => {
    let active = true;
    void (async () => {
      const loaded = await loadRoot(() => active);
      if (!loaded) return;
      await nextTask();
      // A chunk that fails to load fails again inside the page, which shows the error.
      await loaded.loadMatchedPage().catch(() => undefined);
      if (active) startTransition(() => setRoot(loaded));
    })();
    return () => {
      active = false;
    };
  }, []);

  if (!root) return null;
  const { AppRoot } = root;
  return <AppRoot />;
}

import { startTransition, useEffect, useState } from 'react';
import { nextTask } from '@/lib/nextTask';
// The server-rendered first screen (bootShell.ts) is drawn with these classes before any script
// runs, so they belong to the entry's style sheet (written inline into index.html).
import './layout/Header.css';
import './layout/PageBanner.css';
import './bootShell.css';

type Root = typeof import('./AppRoot');

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
      const loaded = await import('./AppRoot');
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

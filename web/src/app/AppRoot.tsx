import { BrowserRouter, matchRoutes, useRoutes } from 'react-router';
import { PageBoundary } from '@/components/PageBoundary';
import { preloadPage } from '@/lib/lazyPage';
import { useThemeStore } from '@/features/theme/themeStore';
import { Providers } from './providers';
import { routes } from './router';
import { loadThemeTokens } from './theme/antdTheme';

/**
 * Everything the entry loads right after the first screen has painted (App.tsx): the providers
 * (antd), the router and the layout. Its own chunk, so that evaluating it is a task of its own
 * instead of part of one long evaluation of the whole entry.
 *
 * The site uses React Router's declarative mode (BrowserRouter + useRoutes): it has no loaders,
 * actions or fetchers, and the data router's machinery for them was a third of the router's code
 * on every first load. Navigations still render in a transition, so the old page stays while the
 * next page's chunk loads.
 */

/**
 * The chunks of the page the address matches (the server's preloads usually fetched them already),
 * and the current theme's antd palette.
 */
export function loadMatchedPage(): Promise<unknown> {
  const matches = matchRoutes(routes, window.location) ?? [];
  const palette = loadThemeTokens(useThemeStore.getState().theme).catch(() => undefined);
  return Promise.all([palette, ...matches.map((match) => preloadPage(match.route.element))]);
}

function AppRoutes() {
  return useRoutes(routes);
}

export function AppRoot() {
  return (
    <Providers>
      <BrowserRouter>
        {/* The last resort: the layout has its own boundary around each page (PageBoundary). */}
        <PageBoundary>
          <AppRoutes />
        </PageBoundary>
      </BrowserRouter>
    </Providers>
  );
}

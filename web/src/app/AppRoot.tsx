import { Component, type ReactNode } from 'react';
import { BrowserRouter, matchRoutes, useRoutes } from 'react-router';
import { preloadPage } from './lazyPage';
import { Providers } from './providers';
import { routes } from './router';

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

/** The chunks of the page the address matches (the server's preloads usually fetched them already). */
export function loadMatchedPage(): Promise<unknown> {
  const matches = matchRoutes(routes, window.location) ?? [];
  return Promise.all(matches.map((match) => preloadPage(match.route.element)));
}

/**
 * What the data router showed by itself when a page failed to render (a chunk that cannot load,
 * a page that throws): the error in place of the page, the app still running.
 */
class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" style={{ padding: '96px 24px', textAlign: 'center' }}>
        <h2>页面出错了</h2>
        <p>{error.message}</p>
        <button type="button" onClick={() => window.location.reload()}>
          重新加载
        </button>
      </div>
    );
  }
}

function AppRoutes() {
  return useRoutes(routes);
}

export function AppRoot() {
  return (
    <Providers>
      <BrowserRouter>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </BrowserRouter>
    </Providers>
  );
}

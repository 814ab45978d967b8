import { RouterProvider } from 'react-router/dom';
import { preloadPage } from './lazyPage';
import { Providers } from './providers';
import { createAppRouter } from './router';

/**
 * Everything the entry loads right after the first screen has painted (App.tsx): the providers
 * (antd), the router and the layout. Its own chunk, so that evaluating it is a task of its own
 * instead of part of one long evaluation of the whole entry.
 */
export type AppRouter = ReturnType<typeof createAppRouter>;

export { createAppRouter };

/** The chunks of the page the router has matched (the server's preloads usually fetched them already). */
export function loadMatchedPage(router: AppRouter): Promise<unknown> {
  return Promise.all(router.state.matches.map((match) => preloadPage(match.route.element)));
}

export function AppRoot({ router }: { router: AppRouter }) {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}

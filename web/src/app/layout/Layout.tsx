import { Suspense, useEffect } from 'react';
import { routePageName } from '@blog/contract';
import { Outlet, useLocation } from 'react-router';
import { useLoadingBar } from '@/lib/loading';
import { TopProgressBar } from '@/app/progress';
import { BootShellRelease } from '@/lib/bootShell';
import { PageBoundary } from '@/components/PageBoundary';
import { useSiteStore } from '@/features/site/siteStore';
import { Header } from './Header';
import { Footer } from './Footer';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { BackToTop } from './BackToTop';
import { ScrollToTop } from './ScrollToTop';
import { MusicRoot } from '@/features/music/components/MusicRoot';
import { ChatRoot } from '@/features/chat/components/ChatRoot';
import { KeptAliveMessageList } from '@/features/message/keepAlive/KeptAliveMessageList';
import './Layout.css';

/** Shown while a route's code loads: the bar runs, the page area keeps its height. */
function RouteFallback() {
  useLoadingBar(true);
  return <div className="route-fallback" aria-busy="true" />;
}

const TITLED_BY_PAGE = new Set(['/article', '/articleList', '/photos', '/talk', '/message/detail']);

export function Layout() {
  const { pathname, search } = useLocation();
  const load = useSiteStore((s) => s.load);

  useEffect(() => {
    void load();
  }, [load]);

  // Pages that show one object (an article, a list, an album…) title themselves once they know it.
  useDocumentTitle(TITLED_BY_PAGE.has(pathname.replace(/\/+$/, '')) ? null : routePageName(pathname));

  const onChat = pathname === '/message/chat';
  return (
    <div className={onChat ? 'site-layout site-layout--chat' : 'site-layout'}>
      <a className="skip-link" href="#main-content">
        跳到正文
      </a>
      <TopProgressBar />
      <ScrollToTop />
      <Header />
      <main id="main-content" className="site-main" tabIndex={-1}>
        <PageBoundary resetKey={pathname + search} extra={<BootShellRelease />}>
          <Suspense fallback={<RouteFallback />}>
            <Outlet />
            {/* In the same boundary: it acts once the page itself has rendered. */}
            <BootShellRelease />
          </Suspense>
        </PageBoundary>
        {/* Beside the outlet: /message/list stays mounted (hidden) once visited, SPEC.md §2. */}
        <KeptAliveMessageList />
      </main>
      {onChat ? null : <Footer />}
      {/* The phone's bar under the floating controls (global.css); nothing on wider screens. */}
      <div className="floating-dock" aria-hidden="true" />
      <BackToTop />
      <ChatRoot />
      {/* Outside the outlet: one player (and one audio element) for every route. */}
      <MusicRoot />
    </div>
  );
}

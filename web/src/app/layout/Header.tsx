import { Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { ChunkBoundary } from '@/components/ChunkBoundary';
import { WidgetBoundary } from '@/components/WidgetBoundary';
import { ThemeToggle } from '@/features/theme/ThemeToggle';
import { useSiteStore } from '@/features/site/siteStore';
import { useIsMobile } from '@/lib/device';
import { lazyChunk } from '@/lib/lazyChunk';
import { useUserStore } from '@/features/user/userStore';
import { clearNoticesForMenu } from '@/lib/clearNoticesForMenu';
import { buildNavEntries } from './menuItems';
import { NavMenu } from './NavMenu';
import { useHeaderScroll } from './useHeaderScroll';
import { useBannerUnderHeader } from '@/components/PageBanner/bannerPresence';
import './Header.css';

// Both load on first use only: most visitors never open them, and /home stays light.
const SearchDialog = lazyChunk(() => import('@/features/search/SearchDialog'));
const MobileDrawer = lazyChunk(() => import('./MobileDrawer'));
// The bell (antd Badge, the notification list) loads only for logged-in visitors.
const NotifyBell = lazyChunk(() => import('@/features/notify/NotifyBell'));

export function Header() {
  const { hidden, transparent } = useHeaderScroll();
  const overBanner = useBannerUnderHeader();
  const isMobile = useIsMobile();
  const blogName = useSiteStore((s) => s.config?.blog_name) || '个人博客';
  const user = useUserStore((s) => (s.tokenFlag && s.infoFlag ? s.userInfo : null));
  // The blogger's menu comes with the site config (written into the page): no request of its own.
  const navMenu = useSiteStore((s) => s.config?.nav_menu);
  const desktopEntries = useMemo(
    () => buildNavEntries({ withTag: false, user: user ? { nickName: user.nick_name, avatar: user.avatar } : null, custom: navMenu }),
    [user, navMenu],
  );
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchUsed, setSearchUsed] = useState(false);

  const openSearch = () => {
    setSearchUsed(true);
    setSearchOpen(true);
  };

  // A widget that could not load closes; opening it again loads it afresh.
  const searchFailed = () => {
    setSearchOpen(false);
    setSearchUsed(false);
  };
  const drawerFailed = () => {
    setDrawerOpen(false);
    setDrawerUsed(false);
  };

  const openDrawer = () => {
    clearNoticesForMenu();
    setDrawerUsed(true);
    setDrawerOpen(true);
  };

  // Transparent near the top (SPEC.md §2): white over a banner, the theme's text colour elsewhere.
  const look = !transparent ? 'site-header--solid' : overBanner ? 'site-header--transparent' : 'site-header--clear';
  const classes = ['site-header', look];
  if (hidden && !drawerOpen) classes.push('site-header--hidden');

  return (
    <header className={classes.join(' ')}>
      <div className="site-header__inner">
        <Link to="/home" className="site-header__brand" aria-label={`${blogName}，回到首页`}>
          {blogName}
        </Link>
        {isMobile ? null : (
          <nav className="site-header__nav" aria-label="主导航">
            <NavMenu entries={desktopEntries} layout="horizontal" />
          </nav>
        )}
        <div className="site-header__actions">
          <button type="button" className="site-header__icon" onClick={openSearch} aria-label="搜索文章" title="搜索文章">
            <SearchOutlined aria-hidden />
          </button>
          {user ? (
            // Without its chunk the bell is left out; it comes once the server answers again.
            <ChunkBoundary fallback={() => null} resetKey={user.id} retryWhenBack>
              <Suspense fallback={null}>
                <NotifyBell userId={user.id} className="site-header__icon" />
              </Suspense>
            </ChunkBoundary>
          ) : null}
          <ThemeToggle className="site-header__icon" />
          {isMobile ? (
            <button
              type="button"
              className="site-header__icon"
              onClick={openDrawer}
              aria-label="打开菜单"
              aria-expanded={drawerOpen}
              aria-haspopup="dialog"
            >
              <MenuOutlined aria-hidden />
            </button>
          ) : null}
        </div>
      </div>
      {isMobile && drawerUsed ? (
        <WidgetBoundary name="菜单" onFailed={drawerFailed}>
          <Suspense fallback={null}>
            <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
          </Suspense>
        </WidgetBoundary>
      ) : null}
      {searchUsed ? (
        <WidgetBoundary name="搜索" onFailed={searchFailed}>
          <Suspense fallback={null}>
            <SearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} />
          </Suspense>
        </WidgetBoundary>
      ) : null}
    </header>
  );
}

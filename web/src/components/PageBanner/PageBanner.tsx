import type { PageHeaderRoute } from '@blog/contract';
import type { CSSProperties, ReactNode } from 'react';
import { useSiteStore } from '@/features/site/siteStore';
import { useKeepAliveActive } from '@/features/message/keepAlive/KeepAlive';
import { useRegisterBanner } from './bannerPresence';
import './PageBanner.css';

export interface PageBannerProps {
  /** Route name of the page header background (`Home`, `Archives`, ...). */
  route: PageHeaderRoute;
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  /** The home page uses a full-window banner. */
  fullScreen?: boolean;
  /**
   * Content starts at a fixed top instead of being centred: for content that arrives later (an
   * article's title and meta), which then only extends downwards instead of moving what is
   * already shown. The banner keeps its height, so its background paints once, at full size.
   */
  anchorTop?: boolean;
  /** The page's own picture (an article's or a page's cover), shown instead of the route's background when set. */
  image?: string;
}

/** Page-top banner with the route's background from pageHeader/getAll, or a gradient. */
export function PageBanner({ route, title, subtitle, children, fullScreen = false, anchorTop = false, image }: PageBannerProps) {
  const routeBg = useSiteStore((s) => s.pageHeaders.find((h) => h.route_name === route)?.bg_url);
  const bgUrl = image?.trim() || routeBg;
  useRegisterBanner(useKeepAliveActive());
  const style: CSSProperties | undefined = bgUrl ? { backgroundImage: `url("${encodeURI(bgUrl)}")` } : undefined;
  return (
    <section
      className={`page-banner${fullScreen ? ' page-banner--full' : ''}${anchorTop ? ' page-banner--top' : ''}${bgUrl ? '' : ' page-banner--fallback'}`}
      style={style}
      aria-label={typeof title === 'string' ? title : undefined}
    >
      <div className="page-banner__overlay" aria-hidden="true" />
      <div className="page-banner__content">
        <h1 className="page-banner__title">{title}</h1>
        {subtitle ? <p className="page-banner__subtitle">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}

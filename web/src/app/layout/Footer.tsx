import { Fragment } from 'react';
import { dayInZone, daysRunning, ICP_LINK, policeLink } from '@blog/contract';
import { useSiteStore } from '@/features/site/siteStore';
import { ADMIN_URL } from './menuItems';
import './Footer.css';

/**
 * The site's footer: the blogger's text, 本站已运行 N 天 (days in the site's zone) and the ICP /
 * 公安 registration numbers linked to the lookups the rules require. Everything comes with the site
 * config the page already has; the server renders the same lines (platform/pages/siteChrome.ts).
 */
export function Footer() {
  const config = useSiteStore((s) => s.config);
  const blogName = config?.blog_name || '个人博客';
  const now = new Date();
  const days = config ? daysRunning(config.site_start_date ?? '', dayInZone(now, config.time_zone || 'Asia/Shanghai')) : null;
  const footerLines = config?.footer_text ? config.footer_text.split(/\r?\n/) : [];
  return (
    <footer className="site-footer">
      <p>
        © {now.getFullYear()} {blogName} · <a href={ADMIN_URL}>后台管理</a>
      </p>
      {footerLines.length > 0 && (
        <p className="site-footer__text">
          {footerLines.map((line, index) => (
            <Fragment key={index}>
              {index > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </p>
      )}
      {days !== null && <p className="site-footer__running">本站已运行 {days} 天</p>}
      {(config?.icp_number || config?.police_number) && (
        <p className="site-footer__beian">
          {config.icp_number && (
            <a href={ICP_LINK} target="_blank" rel="noopener noreferrer">
              {config.icp_number}
            </a>
          )}
          {config.icp_number && config.police_number && ' · '}
          {config.police_number && (
            <a href={policeLink(config.police_number)} target="_blank" rel="noopener noreferrer">
              {config.police_number}
            </a>
          )}
        </p>
      )}
      <p className="site-footer__powered">由 React 与 Fastify 驱动 · 自托管博客系统</p>
    </footer>
  );
}

import { useSiteStore } from '@/features/site/siteStore';
import { ADMIN_URL } from './menuItems';
import './Footer.css';

export function Footer() {
  const blogName = useSiteStore((s) => s.config?.blog_name) || '个人博客';
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <p>
        © {year} {blogName} · <a href={ADMIN_URL}>后台管理</a>
      </p>
      <p className="site-footer__powered">由 React 与 Fastify 驱动 · 自托管博客系统</p>
    </footer>
  );
}

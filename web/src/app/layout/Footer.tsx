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
      <p className="site-footer__powered">Powered by React · Fastify · 自托管博客系统</p>
    </footer>
  );
}

import { Link } from 'react-router';
import { PageBanner } from '@/app/layout/PageBanner';
import './placeholder.css';

export interface PlaceholderPageProps {
  /** Page name shown in the banner, e.g. 相册. */
  title: string;
  /** Route name of the page header background. */
  route: string;
}

/** Stand-in for pages that later issues build (相册, 说说, 友链, 留言, ...). */
export function PlaceholderPage({ title, route }: PlaceholderPageProps) {
  return (
    <>
      <PageBanner route={route} title={title} />
      <section className="placeholder-card" aria-labelledby="placeholder-heading">
        <div className="placeholder-card__icon" aria-hidden="true">
          🚧
        </div>
        <h2 id="placeholder-heading">该页面正在建设中</h2>
        <p>「{title}」页面马上就来，先去看看文章吧～</p>
        <Link className="placeholder-card__link" to="/home">
          返回首页
        </Link>
      </section>
    </>
  );
}

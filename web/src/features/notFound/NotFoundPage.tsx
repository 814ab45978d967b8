import { Link } from 'react-router';
import './notFound.css';

/** Any unknown path (SPEC.md §2). */
export default function NotFoundPage() {
  return (
    <section className="not-found" aria-labelledby="not-found-heading">
      <div className="not-found__code" aria-hidden="true">
        404
      </div>
      <h1 id="not-found-heading">页面走丢了</h1>
      <p>你访问的页面不存在，可能已被删除或地址输入有误。</p>
      <Link className="not-found__link" to="/home">
        返回首页
      </Link>
    </section>
  );
}

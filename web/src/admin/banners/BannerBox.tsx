import type { CSSProperties } from 'react';
import '@/components/PageBanner/PageBanner.css';
import styles from './Banners.module.css';

interface BannerBoxProps {
  url: string | undefined;
  title: string;
  /** The card's small strip, or the preview's full visitor size. */
  size: 'thumb' | 'full';
}

/** A page's banner with the visitors' own classes (PageBanner), so it looks as it will on the site. */
export function BannerBox({ url, title, size }: BannerBoxProps) {
  const style: CSSProperties | undefined = url ? { backgroundImage: `url("${encodeURI(url)}")` } : undefined;
  return (
    <div className={size === 'thumb' ? styles.thumb : styles.full}>
      <section className={`page-banner${url ? '' : ' page-banner--fallback'}`} style={style} aria-label={`${title}的顶部背景`}>
        <div className="page-banner__overlay" aria-hidden="true" />
        <div className="page-banner__content">
          <div className="page-banner__title">{title}</div>
          {!url && <p className="page-banner__subtitle">未设置，使用默认背景</p>}
        </div>
      </section>
    </div>
  );
}

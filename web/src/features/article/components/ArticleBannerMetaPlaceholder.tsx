import './ArticleBannerMeta.css';
import styles from './ArticleBannerMeta.module.css';

/**
 * Holds the height of ArticleBannerMeta's three rows while the article loads: the banner centres
 * its content, so without it the title would jump up when the meta appears.
 */
export function ArticleBannerMetaPlaceholder() {
  return (
    <div className={`article-meta ${styles.placeholder}`} aria-hidden="true">
      {[0, 1, 2].map((row) => (
        <p key={row} className="article-meta__row">
          {'\u00a0'}
        </p>
      ))}
    </div>
  );
}

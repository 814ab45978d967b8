import { Image } from 'antd';
import { talkGridLayout } from '../talkGrid';
import styles from './TalkImages.module.css';

interface TalkImagesProps {
  images: string[];
  /** For the pictures' alt text: "说说配图 2/4". */
  label?: string;
}

/**
 * A post's pictures in a 1 / 2-column / 3-column grid; clicking one opens the preview of all of
 * them (arrow keys, zoom, 1 / 9 counter), including those beyond the ninth thumbnail.
 */
export function TalkImages({ images, label = '说说配图' }: TalkImagesProps) {
  if (images.length === 0) return null;
  const layout = talkGridLayout(images.length);
  const single = layout.columns === 1;
  return (
    <Image.PreviewGroup items={images}>
      <div className={`${styles.grid} ${styles[`cols${layout.columns}`]}`} data-columns={layout.columns}>
        {images.slice(0, layout.shown).map((url, i) => {
          const more = i === layout.shown - 1 && layout.hidden > 0 ? layout.hidden : 0;
          return (
            <div key={`${i}-${url}`} className={single ? styles.single : styles.cell}>
              <Image
                src={url}
                alt={`${label} ${i + 1}/${images.length}`}
                loading="lazy"
                decoding="async"
                classNames={{ root: styles.imageRoot, image: styles.cellImage }}
              />
              {more > 0 ? (
                <span className={styles.more} aria-hidden="true">
                  +{more}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
    </Image.PreviewGroup>
  );
}

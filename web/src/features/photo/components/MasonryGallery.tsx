import { useMemo, useRef } from 'react';
import type { PhotoItem } from '@blog/contract';
import { distributeColumns, relativeHeight } from '../masonry';
import { useColumnCount } from '../useColumnCount';
import styles from './MasonryGallery.module.css';

interface MasonryGalleryProps {
  photos: PhotoItem[];
  /** Alt text prefix: "旅行 第 3 张". */
  albumName: string;
  onOpen(index: number): void;
}

/**
 * Photos in 2–4 columns. Every box has the photo's own shape before the file arrives (aspect-ratio
 * from width/height), so lazy loading never moves what the reader is looking at.
 */
export function MasonryGallery({ photos, albumName, onOpen }: MasonryGalleryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const columnCount = useColumnCount(ref);
  const columns = useMemo(() => distributeColumns(photos, columnCount), [photos, columnCount]);

  return (
    <div ref={ref} className={styles.gallery} style={{ gridTemplateColumns: `repeat(${columnCount}, minmax(0, 1fr))` }} data-columns={columnCount}>
      {columns.map((column, c) => (
        <div key={c} className={styles.column}>
          {column.map(({ item, index }) => (
            <button
              key={item.id}
              type="button"
              className={styles.photo}
              style={{ aspectRatio: `1 / ${relativeHeight(item)}` }}
              onClick={() => onOpen(index)}
              aria-label={`查看第 ${index + 1} 张照片`}
              data-index={index}
            >
              <img
                src={item.url}
                alt={`${albumName} 第 ${index + 1} 张`}
                width={item.width || undefined}
                height={item.height || undefined}
                loading="lazy"
                decoding="async"
              />
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}

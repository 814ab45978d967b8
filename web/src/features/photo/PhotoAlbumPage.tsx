import { Empty, Skeleton } from 'antd';
import { PageBanner } from '@/components/PageBanner/PageBanner';
import { useLoadingBar } from '@/lib/loading';
import { useAsyncData } from '@/features/article/hooks/useAsyncData';
import { LoadFailed } from '@/components/LoadFailed';
import parts from '@/components/pageParts.module.css';
import { getAlbums } from './api';
import { AlbumCard } from './components/AlbumCard';
import styles from './PhotoAlbumPage.module.css';

const panelClass = `${parts.surface} ${styles.panel}`;

/** /photoAlbum: every album as a card leading to its gallery. */
export default function PhotoAlbumPage() {
  const albums = useAsyncData('albums', getAlbums);
  useLoadingBar(albums.loading);
  const list = albums.data;

  return (
    <div>
      <PageBanner route="PhotoAlbum" title="相册" subtitle={list ? `共 ${list.length} 个相册` : '加载中…'} />
      <section className={`${parts.column} ${styles.wrap}`} aria-label="相册列表">
        {!list ? (
          albums.failed ? (
            <LoadFailed className={panelClass} title="相册加载失败" onRetry={albums.reload} />
          ) : (
            <div className={styles.grid} aria-busy="true">
              {[0, 1, 2].map((i) => (
                <div key={i} className={panelClass}>
                  <Skeleton.Image active className={styles.skeletonImage} />
                  <Skeleton active paragraph={{ rows: 1 }} />
                </div>
              ))}
            </div>
          )
        ) : list.length === 0 ? (
          <Empty className={panelClass} description="还没有相册" />
        ) : (
          <ul className={styles.grid}>
            {list.map((album) => (
              <li key={album.id}>
                <AlbumCard album={album} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

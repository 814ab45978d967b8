import { useState } from 'react';
import { Empty, Image, Result, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { albumPageName, NOT_FOUND_PAGE_NAME } from '@blog/contract';
import { PageBanner } from '@/components/PageBanner/PageBanner';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useLoadingBar } from '@/lib/loading';
import { useAsyncData } from '@/features/article/hooks/useAsyncData';
import { parseId } from '@blog/markdown/paths';
import { LoadFailed } from '@/components/LoadFailed';
import parts from '@/components/pageParts.module.css';
import { getAlbumPhotos } from './api';
import { MasonryGallery } from './components/MasonryGallery';
import styles from './PhotosPage.module.css';

const panelClass = `${parts.surface} ${styles.panel}`;

function Missing({ reason }: { reason: string }) {
  return (
    <div>
      <PageBanner route="Photos" title="相册" />
      <section className={styles.wrap}>
        <Result
          className={panelClass}
          status="404"
          title={reason}
          extra={
            <Link to="/photoAlbum" className={styles.backLink}>
              返回相册列表
            </Link>
          }
        />
      </section>
    </div>
  );
}

/**
 * /photos?id=3: one album's photos in a masonry grid. Clicking a photo opens antd's full-screen
 * preview: ← → move, Esc closes, the wheel and toolbar zoom, a "3 / 12" counter shows the place.
 */
export default function PhotosPage() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const album = useAsyncData(id === null ? null : `album:${id}`, () => getAlbumPhotos(id ?? 0));
  useLoadingBar(album.loading);
  const albumName = album.data?.album.album_name;
  useDocumentTitle(id === null || album.data === null ? NOT_FOUND_PAGE_NAME : albumName === undefined ? null : albumPageName(albumName));
  const [viewer, setViewer] = useState<{ open: boolean; current: number }>({ open: false, current: 0 });

  if (id === null) return <Missing reason="相册链接有误，缺少有效的相册编号" />;
  if (album.data === null) return <Missing reason="这个相册不存在，可能已被删除" />;

  const data = album.data;
  if (!data) {
    return (
      <div>
        <PageBanner route="Photos" title="相册" subtitle="加载中…" />
        <section className={styles.wrap}>
          {album.failed ? (
            <LoadFailed className={panelClass} title="照片加载失败" onRetry={album.reload} />
          ) : (
            <div className={panelClass} aria-busy="true">
              <Skeleton active paragraph={{ rows: 6 }} />
            </div>
          )}
        </section>
      </div>
    );
  }

  const { album: info, list } = data;
  const subtitle = [info.description, `${list.length} 张照片`].filter(Boolean).join(' · ');
  return (
    <div>
      <PageBanner route="Photos" title={info.album_name} subtitle={subtitle} />
      <section className={styles.wrap} aria-label={`${info.album_name}的照片`}>
        <nav className={styles.back}>
          <Link to="/photoAlbum">← 全部相册</Link>
        </nav>
        {list.length === 0 ? (
          <Empty className={panelClass} description="这个相册还没有照片" />
        ) : (
          <MasonryGallery photos={list} albumName={info.album_name} onOpen={(index) => setViewer({ open: true, current: index })} />
        )}
        <Image.PreviewGroup
          // A darker backdrop than antd's default: the photo, not the page behind it, is what is looked at.
          styles={{ popup: { mask: { backgroundColor: 'rgba(0, 0, 0, 0.88)' } } }}
          items={list.map((photo, i) => ({ src: photo.url, alt: `${info.album_name} 第 ${i + 1} 张` }))}
          preview={{
            open: viewer.open,
            current: viewer.current,
            onOpenChange: (open) => setViewer((v) => ({ ...v, open })),
            onChange: (current) => setViewer((v) => ({ ...v, current })),
          }}
        />
      </section>
    </div>
  );
}

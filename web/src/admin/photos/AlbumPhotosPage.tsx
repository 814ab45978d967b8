import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Popconfirm from 'antd/es/popconfirm';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import type { AdminPhotoRow } from '@blog/contract';
import { photosPath } from '@/features/photo/api';
import { useAsyncData } from '@/features/article/hooks/useAsyncData';
import { feedback } from '@/lib/feedback';
import { toastFailure } from '../shared/format';
import { addPhotos, deletePhotos, getAlbumPhotos, saveAlbum } from './api';
import { MovePhotosModal } from './MovePhotosModal';
import { PhotoUploadModal } from './PhotoUploadModal';
import type { UploadQueue } from '../shared/uploadQueue';
import { useUploadQueue } from '../shared/useUploadQueue';
import { imageProblem, uploadOneImage } from '../shared/images';
import { RetryResult } from '../shared/RetryResult';
import listPage from '../shared/ListPage.module.css';
import styles from './AlbumPhotos.module.css';

/** The server's largest page: a photo grid wants as many per screen as it can get. */
const PAGE_SIZE = 50;

function PhotoTile({ photo, index, checked, onToggle }: { photo: AdminPhotoRow; index: number; checked: boolean; onToggle: () => void }) {
  return (
    <li className={`${styles.tile} ${checked ? styles.tileChecked : ''}`}>
      <label className={styles.tileLabel}>
        <img src={photo.url} alt="" loading="lazy" width={photo.width || undefined} height={photo.height || undefined} />
        <Checkbox className={styles.tileCheck} checked={checked} onChange={onToggle} aria-label={`选择第 ${index} 张照片`} />
        {photo.width > 0 && (
          <span className={styles.tileSize}>
            {photo.width}×{photo.height}
          </span>
        )}
      </label>
    </li>
  );
}

/**
 * /admin/albums/:id: the album's photos as a grid with checkboxes; 上传照片 takes many files at once;
 * selected photos can be deleted, moved to another album, or one made the cover.
 */
export default function AlbumPhotosPage() {
  const albumId = Number(useParams().id);
  const valid = Number.isInteger(albumId) && albumId > 0;
  const [current, setCurrent] = useState(1);
  const { data, loading, failed, reload } = useAsyncData(valid ? `${albumId}:${current}` : null, () => getAlbumPhotos(albumId, current, PAGE_SIZE));
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [uploadOpen, setUploadOpen] = useState(false);
  const [moveOpen, setMoveOpen] = useState(false);
  const [addFailed, setAddFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // A new page (or a reload after a change) starts with nothing selected.
  useEffect(() => setSelected(new Set()), [data]);

  // Past the last page (its photos were deleted or moved): step back.
  useEffect(() => {
    if (data && data.list.length === 0 && data.total > 0 && data.current > 1) setCurrent(Math.ceil(data.total / PAGE_SIZE));
  }, [data]);

  /** When the queue has nothing left to send: add what was uploaded, in the order it was picked. */
  const addUploaded = async (queue: UploadQueue) => {
    const taken = queue.takeUploaded();
    if (taken.length === 0) return;
    try {
      const added = await addPhotos(albumId, taken.map((t) => t.result));
      feedback.message.success(added > 0 ? `已添加 ${added} 张照片` : '这些照片已经在相册里了');
      setAddFailed(null);
      queue.clearFinished();
      reload();
    } catch (error) {
      queue.giveBack(taken.map((t) => t.id));
      const why = error instanceof Error && error.message ? error.message : '网络错误';
      setAddFailed(`${taken.length} 张照片已上传，但没能加入相册：${why}`);
    }
  };
  const [queue, snapshot] = useUploadQueue<string>({ upload: uploadOneImage, check: (file) => imageProblem(file) }, (q) => void addUploaded(q));

  if (!valid) return <Result status="404" title="没有这个相册" extra={<Link to="/admin/albums">返回相册列表</Link>} />;
  if (failed && !data) {
    return (
      <RetryResult
        title="相册加载失败"
        subTitle="相册可能已被删除，或网络有问题"
        onRetry={reload}
        more={
          <Link key="back" to="/admin/albums">
            <Button>返回相册列表</Button>
          </Link>
        }
      />
    );
  }
  if (!data) return <Spin size="large" className={listPage.loading} />;

  const { album, list, total } = data;
  const ids = [...selected];
  const allChecked = list.length > 0 && list.every((photo) => selected.has(photo.id));
  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const removeSelected = async () => {
    setBusy(true);
    try {
      const { count } = await deletePhotos(ids);
      feedback.message.success(`已删除 ${count} 张照片`);
      reload();
    } catch (error) {
      toastFailure(error, '删除失败');
    } finally {
      setBusy(false);
    }
  };

  const makeCover = async () => {
    const photo = list.find((p) => p.id === ids[0]);
    if (!photo) return;
    setBusy(true);
    try {
      feedback.message.success(await saveAlbum({ album_name: album.album_name, description: album.description, album_cover: photo.url }, album.id));
      reload();
    } catch (error) {
      toastFailure(error, '保存失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={listPage.page}>
      <div className={styles.head}>
        <div className={styles.titleBlock}>
          <Link to="/admin/albums" className={styles.back}>
            <ArrowLeftOutlined aria-hidden /> 全部相册
          </Link>
          <h1 className={styles.heading}>{album.album_name}</h1>
          {album.description && <p className={styles.description}>{album.description}</p>}
          <p className={styles.meta}>
            {total} 张照片 ·{' '}
            <a href={photosPath(album.id)} target="_blank" rel="noreferrer">
              在网站上查看
            </a>
          </p>
        </div>
        <Badge count={snapshot.busy ? `${snapshot.done}/${snapshot.total}` : 0} color="blue">
          <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => setUploadOpen(true)}>
            上传照片
          </Button>
        </Badge>
      </div>

      {list.length > 0 && (
        <div className={styles.toolbar} role="toolbar" aria-label="选中的照片">
          <Checkbox
            checked={allChecked}
            indeterminate={selected.size > 0 && !allChecked}
            onChange={() => setSelected(allChecked ? new Set() : new Set(list.map((photo) => photo.id)))}
          >
            全选本页
          </Checkbox>
          <span className={styles.selectedCount}>已选 {selected.size} 张</span>
          <Popconfirm
            title={`删除选中的 ${selected.size} 张照片？`}
            description="删除后不能恢复"
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={removeSelected}
            disabled={selected.size === 0}
          >
            <Button danger disabled={selected.size === 0} loading={busy}>
              删除
            </Button>
          </Popconfirm>
          <Button disabled={selected.size === 0} onClick={() => setMoveOpen(true)}>
            移动到…
          </Button>
          <Button disabled={selected.size !== 1} onClick={() => void makeCover()} title="选中一张照片设为相册封面">
            设为封面
          </Button>
        </div>
      )}

      {list.length === 0 ? (
        <Empty description="相册里还没有照片">
          <Button type="primary" onClick={() => setUploadOpen(true)}>
            上传照片
          </Button>
        </Empty>
      ) : (
        <Spin spinning={loading}>
          <ul className={styles.grid}>
            {list.map((photo, i) => (
              <PhotoTile key={photo.id} photo={photo} index={(current - 1) * PAGE_SIZE + i + 1} checked={selected.has(photo.id)} onToggle={() => toggle(photo.id)} />
            ))}
          </ul>
        </Spin>
      )}
      {total > PAGE_SIZE && (
        <Pagination className={styles.pager} current={current} pageSize={PAGE_SIZE} total={total} showSizeChanger={false} onChange={setCurrent} />
      )}

      <PhotoUploadModal
        open={uploadOpen}
        albumName={album.album_name}
        queue={queue}
        snapshot={snapshot}
        addFailed={addFailed}
        onRetryAdd={() => void addUploaded(queue)}
        onClose={() => setUploadOpen(false)}
      />
      <MovePhotosModal open={moveOpen} fromAlbumId={album.id} photoIds={ids} onClose={() => setMoveOpen(false)} onMoved={reload} />
    </div>
  );
}


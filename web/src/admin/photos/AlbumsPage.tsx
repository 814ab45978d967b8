import { useState } from 'react';
import { Link } from 'react-router';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { ALBUM_LIMITS, type AdminAlbumRow } from '@blog/contract';
import { useAsyncData } from '@/features/article/hooks/useAsyncData';
import { feedback } from '@/lib/feedback';
import { toastFailure } from '../shared/format';
import { albumPhotosPath, deleteAlbum, getAlbums } from './api';
import { AlbumFormModal } from './AlbumFormModal';
import { PageHeader } from '../shared/PageHeader';
import { ListBody } from '../shared/ListBody';
import listPage from '../shared/ListPage.module.css';
import styles from './Albums.module.css';

/** What the form is open for: a new album, or one being edited. */
type Editing = { album?: AdminAlbumRow } | null;

function AlbumCard({ album, onEdit, onDelete }: { album: AdminAlbumRow; onEdit: () => void; onDelete: () => void }) {
  return (
    <li className={styles.card}>
      <Link to={albumPhotosPath(album.id)} className={styles.cover} aria-label={`管理相册「${album.album_name}」的照片`}>
        {album.shown_cover ? (
          <img src={album.shown_cover} alt="" loading="lazy" />
        ) : (
          <span className={styles.noCover}>
            <PictureOutlined aria-hidden /> 还没有照片
          </span>
        )}
      </Link>
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>{album.album_name}</h2>
        <p className={styles.cardText}>{album.description || '（没有简介）'}</p>
        <p className={styles.cardMeta}>
          {album.photo_count} 张照片{album.album_cover ? '' : album.photo_count > 0 ? ' · 封面取第一张' : ''}
        </p>
        <div className={styles.cardActions}>
          <Link to={albumPhotosPath(album.id)}>
            <Button size="small" type="primary">
              管理照片
            </Button>
          </Link>
          <Button size="small" onClick={onEdit} aria-label={`编辑相册「${album.album_name}」`}>
            编辑
          </Button>
          <Button size="small" danger onClick={onDelete} aria-label={`删除相册「${album.album_name}」`}>
            删除
          </Button>
        </div>
      </div>
    </li>
  );
}

/** /admin/albums: every album as a card (cover, name, description, photo count), add, edit, delete. */
export default function AlbumsPage() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const state = useAsyncData(`albums:${search}`, () => getAlbums(search));
  const { reload } = state;
  const [editing, setEditing] = useState<Editing>(null);
  const [modal, modalHolder] = Modal.useModal();

  // An album with photos says so plainly: deleting it deletes them, and how to keep them instead.
  const askDelete = (album: AdminAlbumRow) => {
    const withPhotos = album.photo_count > 0;
    void modal.confirm({
      title: withPhotos ? `删除相册「${album.album_name}」和里面的 ${album.photo_count} 张照片？` : `删除相册「${album.album_name}」？`,
      content: withPhotos ? '照片会和相册一起删除，不能恢复。想保留照片，请先打开相册把它们移到别的相册。' : '这个相册是空的，删除后不能恢复。',
      okText: withPhotos ? '连同照片一起删除' : '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await deleteAlbum(album.id, withPhotos);
          feedback.message.success('删除成功');
          reload();
        } catch (error) {
          toastFailure(error, '删除失败');
          reload();
        }
      },
    });
  };

  const clearSearch = () => {
    setTyped('');
    setSearch('');
  };

  return (
    <div className={listPage.page}>
      <PageHeader title="相册">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          新建相册
        </Button>
      </PageHeader>
      <Input.Search
        className={styles.search}
        placeholder="按相册名称搜索"
        aria-label="按相册名称搜索"
        allowClear
        maxLength={ALBUM_LIMITS.nameMax}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onSearch={(value) => setSearch(value.trim())}
      />
      <ListBody
        state={state}
        failedTitle="相册加载失败"
        isEmpty={(albums) => albums.length === 0}
        noMatch={search !== '' && { text: `没有名字里含「${search}」的相册`, onReset: clearSearch, resetLabel: '清除搜索' }}
        emptyText="还没有相册"
        emptyAction={
          <Button type="primary" onClick={() => setEditing({})}>
            新建相册
          </Button>
        }
      >
        {(albums) => (
          <ul className={styles.grid}>
            {albums.map((album) => (
              <AlbumCard key={album.id} album={album} onEdit={() => setEditing({ album })} onDelete={() => askDelete(album)} />
            ))}
          </ul>
        )}
      </ListBody>
      {editing && <AlbumFormModal album={editing.album} onClose={() => setEditing(null)} onSaved={reload} />}
      {modalHolder}
    </div>
  );
}

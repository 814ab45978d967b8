import { PictureOutlined } from '@ant-design/icons';
import type { PhotoAlbumItem } from '@blog/contract';
import { Link } from 'react-router';
import { photosPath } from '../api';
import styles from './AlbumCard.module.css';

export function AlbumCard({ album }: { album: PhotoAlbumItem }) {
  return (
    <Link to={photosPath(album.id)} className={styles.card} aria-label={`${album.album_name}，${album.photo_count} 张照片`}>
      <div className={styles.cover}>
        {album.album_cover ? (
          <img src={album.album_cover} alt="" loading="lazy" decoding="async" />
        ) : (
          <PictureOutlined className={styles.noCover} aria-hidden />
        )}
        <span className={styles.count}>{album.photo_count} 张</span>
      </div>
      <div className={styles.body}>
        <h2 className={styles.name}>{album.album_name}</h2>
        {album.description ? <p className={styles.description}>{album.description}</p> : null}
      </div>
    </Link>
  );
}

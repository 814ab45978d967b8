import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { ALBUM_LIMITS, albumWriteBody, type AdminAlbumRow, type AlbumWriteBody } from '@blog/contract';
import { FormModal } from '../shared/FormModal';
import { ImageField } from '../shared/ImageField';
import { schemaRule } from '../shared/schemaRule';
import { saveAlbum } from './api';
import styles from './Albums.module.css';

type AlbumValues = Required<AlbumWriteBody>;

/** Rendered only while open, so each opening starts a fresh form from the album (or an empty one). */
interface AlbumFormModalProps {
  /** The album being edited; undefined creates one. */
  album?: AdminAlbumRow;
  onClose: () => void;
  onSaved: () => void;
}

const EMPTY: AlbumValues = { album_name: '', description: '', album_cover: '' };

/** 新建 / 编辑相册: name, description and a cover (upload, or none: visitors then see the first photo). */
export function AlbumFormModal({ album, onClose, onSaved }: AlbumFormModalProps) {
  const save = (values: AlbumValues) =>
    saveAlbum({ album_name: values.album_name.trim(), description: (values.description ?? '').trim(), album_cover: (values.album_cover ?? '').trim() }, album?.id);
  return (
    <FormModal<AlbumValues>
      title={album ? `编辑相册「${album.album_name}」` : '新建相册'}
      initialValues={album ? { album_name: album.album_name, description: album.description, album_cover: album.album_cover } : EMPTY}
      onSubmit={save}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item label="相册名称" name="album_name" required rules={[schemaRule(albumWriteBody.shape.album_name)]}>
        <Input count={{ show: true, max: ALBUM_LIMITS.nameMax }} autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item label="简介" name="description" rules={[schemaRule(albumWriteBody.shape.description)]}>
        <Input.TextArea count={{ show: true, max: ALBUM_LIMITS.descriptionMax }} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Form.Item
        label="封面"
        name="album_cover"
        rules={[schemaRule(albumWriteBody.shape.album_cover)]}
        extra={<span className={styles.hint}>不设封面时，访客看到的是相册里的第一张照片。</span>}
      >
        <ImageField what="封面" shape="wide" />
      </Form.Item>
    </FormModal>
  );
}

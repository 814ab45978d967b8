import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { MUSIC_ADMIN_LIMITS, playlistWriteBody, type AdminPlaylistRow } from '@blog/contract';
import { FormModal } from '../shared/FormModal';
import { ImageField } from '../shared/ImageField';
import { schemaRule } from '../shared/schemaRule';
import { savePlaylist } from './api';
import styles from './Music.module.css';

interface PlaylistValues {
  name: string;
  description: string;
  cover: string;
}

/** 新建 / 编辑歌单: name, description and a cover (none: visitors see the first song's). */
export function PlaylistFormModal({ playlist, onClose, onSaved }: { playlist?: AdminPlaylistRow; onClose: () => void; onSaved: () => void }) {
  return (
    <FormModal<PlaylistValues>
      title={playlist ? `编辑歌单「${playlist.name}」` : '新建歌单'}
      initialValues={playlist ? { name: playlist.name, description: playlist.description, cover: playlist.cover } : { name: '', description: '', cover: '' }}
      onSubmit={(values) => savePlaylist({ name: values.name.trim(), description: (values.description ?? '').trim(), cover: (values.cover ?? '').trim() }, playlist?.id)}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item label="歌单名称" name="name" required rules={[schemaRule(playlistWriteBody.shape.name)]}>
        <Input count={{ show: true, max: MUSIC_ADMIN_LIMITS.playlistNameMax }} autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item label="简介" name="description" rules={[schemaRule(playlistWriteBody.shape.description)]}>
        <Input.TextArea count={{ show: true, max: MUSIC_ADMIN_LIMITS.playlistDescriptionMax }} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Form.Item label="封面" name="cover" extra={<span className={styles.hint}>不设封面时，访客看到的是第一首歌的封面。</span>}>
        <ImageField what="封面" />
      </Form.Item>
    </FormModal>
  );
}

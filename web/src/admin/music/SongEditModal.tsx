import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { MUSIC_ADMIN_LIMITS, songUpdateBody, type AdminSongRow } from '@blog/contract';
import { FormModal } from '../shared/FormModal';
import { ImageField } from '../shared/ImageField';
import { schemaRule } from '../shared/schemaRule';
import { saveSong } from './api';
import styles from './Music.module.css';

interface SongValues {
  title: string;
  artists: string[];
  album: string;
  aliases: string[];
  cover: string;
}

/** 编辑歌曲: title, artists, album, aliases and the cover; what is saved here outlives a rescan. */
export function SongEditModal({ song, onClose, onSaved }: { song: AdminSongRow; onClose: () => void; onSaved: () => void }) {
  return (
    <FormModal<SongValues>
      title={`编辑「${song.title}」`}
      initialValues={{ title: song.title, artists: song.artists, album: song.album, aliases: song.aliases, cover: song.cover }}
      onSubmit={(values) => saveSong({ id: song.id, ...values, cover: (values.cover ?? '').trim() })}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item label="歌名" name="title" required rules={[schemaRule(songUpdateBody.shape.title)]}>
        <Input count={{ show: true, max: MUSIC_ADMIN_LIMITS.titleMax }} autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item label="歌手" name="artists" required rules={[schemaRule(songUpdateBody.shape.artists)]} extra={<span className={styles.hint}>输入后按回车添加，可以有多位</span>}>
        <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={['/', '、']} aria-label="歌手" />
      </Form.Item>
      <Form.Item label="专辑" name="album" rules={[schemaRule(songUpdateBody.shape.album)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label="别名" name="aliases" rules={[schemaRule(songUpdateBody.shape.aliases)]} extra={<span className={styles.hint}>其他译名或副标题，输入后按回车添加</span>}>
        <Select mode="tags" open={false} suffixIcon={null} aria-label="别名" />
      </Form.Item>
      <Form.Item label="封面" name="cover" extra={<span className={styles.hint}>不设封面时显示默认的唱片图。</span>}>
        <ImageField what="封面" />
      </Form.Item>
    </FormModal>
  );
}

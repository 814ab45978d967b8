import { useState } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { MUSIC_ADMIN_LIMITS, playlistWriteBody, type AdminPlaylistRow } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { toastFailure } from '../shared/format';
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
  const [form] = Form.useForm<PlaylistValues>();
  const [saving, setSaving] = useState(false);

  const save = async (values: PlaylistValues) => {
    setSaving(true);
    try {
      feedback.message.success(await savePlaylist({ name: values.name.trim(), description: (values.description ?? '').trim(), cover: (values.cover ?? '').trim() }, playlist?.id));
      onSaved();
      onClose();
    } catch (error) {
      toastFailure(error, '保存失败');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={playlist ? `编辑歌单「${playlist.name}」` : '新建歌单'} okText="保存" cancelText="取消" confirmLoading={saving} onOk={() => form.submit()} onCancel={onClose}>
      <Form<PlaylistValues>
        form={form}
        layout="vertical"
        onFinish={save}
        initialValues={playlist ? { name: playlist.name, description: playlist.description, cover: playlist.cover } : { name: '', description: '', cover: '' }}
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
      </Form>
    </Modal>
  );
}

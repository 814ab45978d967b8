import { useEffect, useState } from 'react';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import type { AdminAlbumRow } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { toastFailure } from '../shared/format';
import { getAlbums, movePhotos } from './api';

interface MovePhotosModalProps {
  open: boolean;
  /** The album the photos are in now (left out of the choices). */
  fromAlbumId: number;
  photoIds: readonly number[];
  onClose: () => void;
  onMoved: () => void;
}

/** 移动到…: pick another album; the photos go to its end in their present order. */
export function MovePhotosModal({ open, fromAlbumId, photoIds, onClose, onMoved }: MovePhotosModalProps) {
  const [albums, setAlbums] = useState<AdminAlbumRow[] | null>(null);
  const [target, setTarget] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    let active = true;
    setAlbums(null);
    setTarget(undefined);
    getAlbums().then(
      (all) => active && setAlbums(all.filter((album) => album.id !== fromAlbumId)),
      () => active && setAlbums([]),
    );
    return () => {
      active = false;
    };
  }, [open, fromAlbumId]);

  const move = async () => {
    if (target === undefined) return;
    setBusy(true);
    try {
      const { count } = await movePhotos(photoIds, target);
      const name = albums?.find((album) => album.id === target)?.album_name ?? '';
      feedback.message.success(`已把 ${count} 张照片移到「${name}」`);
      onMoved();
      onClose();
    } catch (error) {
      toastFailure(error, '移动失败');
    } finally {
      setBusy(false);
    }
  };

  const none = albums !== null && albums.length === 0;
  return (
    <Modal
      open={open}
      title={`把 ${photoIds.length} 张照片移动到…`}
      okText="移动"
      cancelText="取消"
      okButtonProps={{ disabled: target === undefined }}
      confirmLoading={busy}
      onOk={() => void move()}
      onCancel={onClose}
      destroyOnHidden
    >
      <label htmlFor="move-photos-target">目标相册</label>
      <Select
        id="move-photos-target"
        style={{ width: '100%', marginTop: 8 }}
        placeholder={none ? '没有别的相册，请先新建一个' : '选择相册'}
        loading={albums === null}
        disabled={none}
        showSearch={{ optionFilterProp: 'label' }}
        value={target}
        onChange={setTarget}
        options={(albums ?? []).map((album) => ({ value: album.id, label: `${album.album_name}（${album.photo_count} 张）` }))}
      />
    </Modal>
  );
}

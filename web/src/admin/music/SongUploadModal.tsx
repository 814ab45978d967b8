import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Upload from 'antd/es/upload';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { MUSIC_ADMIN_LIMITS, type AdminSongRow } from '@blog/contract';
import type { QueueSnapshot, UploadQueue } from '../shared/uploadQueue';
import { UploadQueueList } from '../shared/UploadQueueList';

const MB = MUSIC_ADMIN_LIMITS.audioMaxBytes / 1024 / 1024;

/**
 * 上传歌曲: pick or drop several audio files; each goes up with its own bar, the server reads its
 * tags, and a file it cannot decode fails here with the reason. The upload carries on when this closes.
 */
export function SongUploadModal({ open, queue, snapshot, onClose }: { open: boolean; queue: UploadQueue<AdminSongRow>; snapshot: QueueSnapshot<AdminSongRow>; onClose: () => void }) {
  return (
    <Modal open={open} title="上传歌曲" onCancel={onClose} footer={<Button onClick={onClose}>{snapshot.busy ? '在后台继续上传' : '关闭'}</Button>} width={640}>
      <Upload.Dragger
        multiple
        accept="audio/*,.mp3,.flac,.ogg,.m4a,.wav"
        showUploadList={false}
        beforeUpload={(file) => {
          queue.add([file]);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">点击或拖拽音频文件到这里，一次可以选多首</p>
        <p className="ant-upload-hint">MP3、FLAC、OGG、M4A、WAV，每首不超过 {MB}MB；歌名、歌手、专辑、封面和内嵌歌词会自动读出</p>
      </Upload.Dragger>
      <UploadQueueList queue={queue} snapshot={snapshot} unit="首" />
    </Modal>
  );
}

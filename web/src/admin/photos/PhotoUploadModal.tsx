import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Upload from 'antd/es/upload';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import type { QueueSnapshot, UploadQueue } from '../shared/uploadQueue';
import { UploadQueueList } from '../shared/UploadQueueList';

interface PhotoUploadModalProps {
  open: boolean;
  albumName: string;
  queue: UploadQueue;
  snapshot: QueueSnapshot;
  /** Uploaded but not in the album yet (adding failed): the page offers to try again. */
  addFailed: string | null;
  onRetryAdd: () => void;
  onClose: () => void;
}

/**
 * 上传照片: pick or drop many files at once; they go up two at a time with a bar per file and one
 * for all, failures keep their reason and can be retried. The upload carries on when this closes.
 */
export function PhotoUploadModal({ open, albumName, queue, snapshot, addFailed, onRetryAdd, onClose }: PhotoUploadModalProps) {
  const { busy } = snapshot;
  return (
    <Modal open={open} title={`上传照片到「${albumName}」`} onCancel={onClose} footer={<Button onClick={onClose}>{busy ? '在后台继续上传' : '关闭'}</Button>} width={640}>
      <Upload.Dragger
        multiple
        accept="image/*"
        showUploadList={false}
        // Every picked file joins the queue; nothing is sent by antd itself.
        beforeUpload={(file) => {
          queue.add([file]);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">点击或拖拽照片到这里，一次可以选很多张</p>
        <p className="ant-upload-hint">JPG、PNG、WEBP、GIF，每张不超过 5MB；上传完会按选择的顺序加入相册</p>
      </Upload.Dragger>
      <UploadQueueList
        queue={queue}
        snapshot={snapshot}
        unit="张"
        notice={
          addFailed && (
            <Alert
              type="error"
              showIcon
              title={addFailed}
              action={
                <Button size="small" onClick={onRetryAdd}>
                  重新加入相册
                </Button>
              }
            />
          )
        }
      />
    </Modal>
  );
}

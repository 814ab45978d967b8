import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import type { QueueSnapshot, UploadQueue } from '../shared/uploadQueue';
import { UploadQueueModal } from '../shared/UploadQueueModal';

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
  return (
    <UploadQueueModal
      open={open}
      title={`上传照片到「${albumName}」`}
      accept="image/*"
      text="点击或拖拽照片到这里，一次可以选很多张"
      hint="JPG、PNG、WEBP、GIF，每张不超过 5MB；上传完会按选择的顺序加入相册"
      unit="张"
      queue={queue}
      snapshot={snapshot}
      onClose={onClose}
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
  );
}

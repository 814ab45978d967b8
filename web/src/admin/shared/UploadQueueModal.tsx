import type { ReactNode } from 'react';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Upload from 'antd/es/upload';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import type { QueueSnapshot, UploadQueue } from './uploadQueue';
import { UploadQueueList } from './UploadQueueList';

interface UploadQueueModalProps<T> {
  open: boolean;
  title: string;
  /** The file picker's filter; the server judges each file anyway. */
  accept: string;
  /** The drop zone's two lines: what to do, and what is accepted. */
  text: string;
  hint: string;
  /** The counting word of the queue's summary (首, 张). */
  unit: string;
  queue: UploadQueue<T>;
  snapshot: QueueSnapshot<T>;
  /** Shown above the queue, e.g. a step after the uploads that failed. */
  notice?: ReactNode;
  onClose: () => void;
}

/**
 * A dialog to pick or drop many files at once: every file joins the queue (antd sends nothing
 * itself) and goes up with its own bar; the upload carries on when the dialog closes.
 */
export function UploadQueueModal<T>({ open, title, accept, text, hint, unit, queue, snapshot, notice, onClose }: UploadQueueModalProps<T>) {
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={<Button onClick={onClose}>{snapshot.busy ? '在后台继续上传' : '关闭'}</Button>} width={640}>
      <Upload.Dragger
        multiple
        accept={accept}
        showUploadList={false}
        beforeUpload={(file) => {
          queue.add([file]);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{text}</p>
        <p className="ant-upload-hint">{hint}</p>
      </Upload.Dragger>
      <UploadQueueList queue={queue} snapshot={snapshot} unit={unit} notice={notice} />
    </Modal>
  );
}

import { useState } from 'react';
import Button from 'antd/es/button';
import Image from 'antd/es/image';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Upload from 'antd/es/upload';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { feedback } from '@/lib/feedback';
import { remoteImageHost } from './remoteImage';
import { useImageUpload } from './useImageUpload';
import styles from './ImageField.module.css';

interface ImageFieldProps {
  /** Set by Form.Item, so the label points at the address input. */
  id?: string;
  value?: string;
  onChange?: (url: string) => void;
  /** What the picture is, in the messages: 头像, 头像背景, QQ 群二维码 … */
  what: string;
  /** Preview box: a square (avatar, QR code) or a wide strip (background). */
  shape?: 'square' | 'wide';
  /**
   * The address came from someone else (a friend-link applicant): a picture on another site is
   * previewed only after the admin clicks, so opening the form does not call that site.
   */
  askBeforeRemote?: boolean;
  /** The file picker's types and the upload, when the setting takes other files than /api/upload/img does (the favicon's ICO). */
  accept?: string;
  upload?: (file: File, onProgress: (percent: number) => void) => Promise<string>;
}

/** An image setting: upload (with progress) or paste an address, a preview, and removal after asking. */
export function ImageField({ id, value = '', onChange, what, shape = 'square', askBeforeRemote = false, accept = 'image/*', upload }: ImageFieldProps) {
  const [allowedRemote, setAllowedRemote] = useState<string | null>(null);
  const { progress, uploadProps } = useImageUpload((url) => {
    onChange?.(url);
    feedback.message.success(`${what}上传成功，点击保存后生效`);
  }, `${what}上传失败`, upload);

  const url = value.trim();
  const box = shape === 'wide' ? styles.previewWide : styles.previewSquare;
  return (
    <div className={styles.imageField}>
      {url && askBeforeRemote && allowedRemote !== url && remoteImageHost(url) !== null ? (
        <button
          type="button"
          className={`${box} ${styles.previewEmpty} ${styles.previewAsk}`}
          onClick={() => setAllowedRemote(url)}
          title={`图片在 ${remoteImageHost(url)}：点击后浏览器才去那里加载，对方的服务器会看到你的地址和浏览器`}
        >
          点击加载预览
        </button>
      ) : url ? (
        <Image src={url} alt={`${what}预览`} rootClassName={box} className={styles.previewImage} />
      ) : (
        <div className={`${box} ${styles.previewEmpty}`}>未设置</div>
      )}
      <div className={styles.imageControls}>
        <Input id={id} value={value} onChange={(event) => onChange?.(event.target.value)} placeholder="图片地址，或点上传" inputMode="url" autoComplete="off" />
        <div className={styles.imageButtons}>
          <Upload name="file" accept={accept} showUploadList={false} maxCount={1} {...uploadProps}>
            <Button icon={<UploadOutlined />} loading={progress !== null} aria-label={`上传${what}`}>
              {progress !== null ? `${progress}%` : '上传'}
            </Button>
          </Upload>
          {url && (
            <Popconfirm title={`移除${what}？`} description="点击保存后生效" okText="移除" cancelText="取消" onConfirm={() => onChange?.('')}>
              <Button danger icon={<DeleteOutlined />} aria-label={`移除${what}`}>
                移除
              </Button>
            </Popconfirm>
          )}
        </div>
      </div>
    </div>
  );
}

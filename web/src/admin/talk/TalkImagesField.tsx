import { useEffect, useRef } from 'react';
import Upload from 'antd/es/upload';
import type { UploadFile, UploadProps } from 'antd/es/upload';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { TALK_LIMITS } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { uploadOneImage } from '../shared/images';
import { refuseBadImage } from '../shared/useImageUpload';
import { toastFailure } from '../shared/format';
import styles from './TalkAdmin.module.css';

interface TalkImagesFieldProps {
  /** Set by Form.Item. */
  id?: string;
  value?: UploadFile[];
  onChange?: (files: UploadFile[]) => void;
}

/** Up to nine pictures as antd picture cards, each uploaded through /api/upload/img with its progress. */
export function TalkImagesField({ id, value = [], onChange }: TalkImagesFieldProps) {
  // Upload callbacks arrive after renders: they must see the list as it is now.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    // The whole batch is checked before any of it joins the list, so room is counted from before it.
    const room = TALK_LIMITS.imagesMax - latest.current.length;
    const position = batch.indexOf(file);
    if (position >= room) {
      if (position === Math.max(0, room)) feedback.message.warning(`一条说说最多 ${TALK_LIMITS.imagesMax} 张图片，多出的没有添加`);
      return Upload.LIST_IGNORE;
    }
    return refuseBadImage(file);
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    if (!(file instanceof File)) return;
    uploadOneImage(file, (percent) => onProgress?.({ percent }))
      .then((url) => onSuccess?.({ url }))
      .catch((error: unknown) => {
        toastFailure(error, '图片上传失败');
        onError?.(error instanceof Error ? error : new Error('图片上传失败'));
      });
  };

  const handleChange: UploadProps['onChange'] = ({ fileList }) => {
    onChange?.(
      fileList.map((entry) => {
        const url = (entry.response as { url?: string } | undefined)?.url;
        return url && !entry.url ? { ...entry, url, thumbUrl: url } : entry;
      }),
    );
  };

  return (
    <div id={id} className={styles.images}>
      <Upload
        listType="picture-card"
        accept="image/*"
        multiple
        fileList={value}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={handleChange}
        showUploadList={{ showPreviewIcon: false }}
      >
        {value.length < TALK_LIMITS.imagesMax && (
          <button type="button" className={styles.addImage} aria-label="添加图片">
            <PlusOutlined aria-hidden />
            <span>图片</span>
          </button>
        )}
      </Upload>
    </div>
  );
}

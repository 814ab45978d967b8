import Button from 'antd/es/button';
import Image from 'antd/es/image';
import Input from 'antd/es/input';
import Upload from 'antd/es/upload';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { feedback } from '@/lib/feedback';
import { useImageUpload } from '../shared/useImageUpload';
import styles from './ArticleEditorPage.module.css';

interface CoverFieldProps {
  id?: string;
  value: string;
  onChange: (url: string) => void;
}

/** The cover: upload a picture or paste an address, with a preview and a way to remove it. */
export function CoverField({ id, value, onChange }: CoverFieldProps) {
  const { progress, uploadProps } = useImageUpload((url) => {
    onChange(url);
    feedback.message.success('封面上传成功');
  }, '封面上传失败');

  const url = value.trim();
  return (
    <div className={styles.cover}>
      {url ? (
        <Image src={url} alt="封面预览" className={styles.coverImage} rootClassName={styles.coverPreview} />
      ) : (
        <div className={styles.coverEmpty}>暂无封面</div>
      )}
      <div className={styles.coverInput}>
        <Input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="图片地址，或点右边上传"
          inputMode="url"
          autoComplete="off"
          allowClear
        />
        <Upload name="file" accept="image/*" showUploadList={false} maxCount={1} {...uploadProps}>
          <Button icon={<UploadOutlined />} loading={progress !== null} aria-label="上传封面">
            {progress !== null ? `${progress}%` : '上传'}
          </Button>
        </Upload>
      </div>
      {url && (
        <Button type="link" danger size="small" icon={<DeleteOutlined />} onClick={() => onChange('')} className={styles.coverRemove}>
          移除封面
        </Button>
      )}
    </div>
  );
}

import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import Upload from 'antd/es/upload';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { PAGE_HEADER_ROUTE_LABEL, PAGE_HEADER_ROUTE_PATH, type PageHeader, type PageHeaderRoute } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { toastFailure } from '../shared/format';
import { useImageUpload } from '../shared/useImageUpload';
import { removePageHeader, setPageHeader } from './api';
import { BannerBox } from './BannerBox';
import type { UsedImage } from './usedImages';
import styles from './Banners.module.css';

/** Pages whose visitor screen draws no banner yet: the image is kept for when it does. */
const NOT_SHOWN: ReadonlySet<PageHeaderRoute> = new Set(['Chat', 'NotFound']);

interface BannerCardProps {
  route: PageHeaderRoute;
  url: string | undefined;
  /** Images other pages use, to pick from. */
  choices: UsedImage[];
  onSaved: (headers: PageHeader[]) => void;
}

export function BannerCard({ route, url, choices, onSaved }: BannerCardProps) {
  const label = PAGE_HEADER_ROUTE_LABEL[route];
  const path = PAGE_HEADER_ROUTE_PATH[route];
  const [saving, setSaving] = useState(false);
  const [picking, setPicking] = useState(false);
  const [previewing, setPreviewing] = useState(false);

  const save = async (change: () => Promise<PageHeader[]>, done: string) => {
    setSaving(true);
    try {
      onSaved(await change());
      feedback.message.success(done);
      return true;
    } catch (error) {
      toastFailure(error, '保存失败');
      return false;
    } finally {
      setSaving(false);
    }
  };

  const { progress, uploadProps } = useImageUpload(async (uploaded) => {
    await save(() => setPageHeader(route, uploaded), '保存成功');
  }, '图片上传失败');

  const pick = async (chosen: string) => {
    if (await save(() => setPageHeader(route, chosen), '保存成功')) setPicking(false);
  };

  const busy = saving || progress !== null;
  return (
    <Card size="small" title={label} extra={<code className={styles.note}>{route}</code>}>
      <BannerBox url={url} title={label} size="thumb" />
      {NOT_SHOWN.has(route) && <p className={styles.note}>该页面目前不显示顶部背景，设置的图片会保留备用。</p>}
      <div className={styles.actions}>
        <Upload name="file" accept="image/*" showUploadList={false} maxCount={1} {...uploadProps} disabled={busy}>
          <Button size="small" icon={<UploadOutlined />} loading={progress !== null} disabled={saving} aria-label={`上传${label}的背景图`}>
            {progress !== null ? `${progress}%` : '上传'}
          </Button>
        </Upload>
        <Button size="small" icon={<PictureOutlined />} onClick={() => setPicking(true)} disabled={busy || choices.length === 0} aria-label={`为${label}选用已有图片`}>
          选用已有
        </Button>
        <Button size="small" icon={<EyeOutlined />} onClick={() => setPreviewing(true)} aria-label={`预览${label}的顶部背景`}>
          预览
        </Button>
        {url && (
          <Popconfirm title={`移除「${label}」的背景图？`} description="移除后该页使用默认背景" okText="移除" cancelText="取消" onConfirm={() => save(() => removePageHeader(route), '已恢复默认背景')}>
            <Button size="small" danger icon={<DeleteOutlined />} disabled={busy} aria-label={`移除${label}的背景图`}>
              移除
            </Button>
          </Popconfirm>
        )}
      </div>

      <Modal title={`为「${label}」选用已有图片`} open={picking} onCancel={() => setPicking(false)} footer={null} destroyOnHidden>
        <div className={styles.picker}>
          {choices.map((choice) => (
            <button key={choice.url} type="button" className={styles.pickItem} onClick={() => void pick(choice.url)} disabled={saving}>
              <img src={choice.url} alt="" loading="lazy" />
              <span className={styles.pickLabel} title={choice.usedBy.join('、')}>
                {choice.usedBy.join('、')}在用
              </span>
            </button>
          ))}
        </div>
      </Modal>

      <Modal
        title={`预览：${label}`}
        open={previewing}
        onCancel={() => setPreviewing(false)}
        width={960}
        destroyOnHidden
        footer={
          path ? (
            <a href={path} target="_blank" rel="noopener">
              在新标签页打开{label}
            </a>
          ) : null
        }
      >
        <BannerBox url={url} title={label} size="full" />
      </Modal>
    </Card>
  );
}

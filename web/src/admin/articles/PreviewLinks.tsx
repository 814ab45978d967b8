import { useCallback, useEffect, useState } from 'react';
import ShareAltOutlined from '@ant-design/icons/ShareAltOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import List from 'antd/es/list';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import Radio from 'antd/es/radio';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { PREVIEW_LINK_HOURS, PREVIEW_LINK_HOURS_LABEL, type PreviewLinkRow } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { createPreviewLink, getPreviewLinks, revokePreviewLink } from './api';
import { formatDateTime, toastFailure } from '../shared/format';
import styles from './ArticleListPage.module.css';

type Hours = (typeof PREVIEW_LINK_HOURS)[number];
const HOUR_OPTIONS = PREVIEW_LINK_HOURS.map((value) => ({ value, label: PREVIEW_LINK_HOURS_LABEL[value] }));

/**
 * 分享预览 for an article not on the site: a link anyone can open until it expires or is revoked.
 * The server keeps no copy of a link's address, so it is shown once, right after it is made.
 */
export function PreviewLinksButton({ articleId, title, toolbar }: { articleId: number; title: string; toolbar?: { labelClass: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {toolbar ? (
        // The editor's toolbar: a button like 历史版本, its word hidden on a phone.
        <Button icon={<ShareAltOutlined />} onClick={() => setOpen(true)} aria-label="分享预览" title="分享预览：给还没发布的文章生成一个临时链接（显示最后保存的内容）">
          <span className={toolbar.labelClass}>分享预览</span>
        </Button>
      ) : (
        <Button type="link" size="small" className={styles.linkButton} onClick={() => setOpen(true)} aria-label={`分享预览「${title}」`}>
          分享预览
        </Button>
      )}
      {open && <PreviewLinksDialog articleId={articleId} title={title} onClose={() => setOpen(false)} />}
    </>
  );
}

function PreviewLinksDialog({ articleId, title, onClose }: { articleId: number; title: string; onClose: () => void }) {
  const [hours, setHours] = useState<Hours>(24);
  const [links, setLinks] = useState<PreviewLinkRow[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [made, setMade] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    setLoadError(null);
    getPreviewLinks(articleId).then(setLinks, (error: unknown) => setLoadError(error instanceof Error ? error.message : '加载失败'));
  }, [articleId]);
  useEffect(load, [load]);

  const make = async () => {
    setBusy(true);
    try {
      const link = await createPreviewLink(articleId, hours);
      setMade(`${window.location.origin}${link.path}`);
      feedback.message.success('已生成预览链接');
      load();
    } catch (error) {
      toastFailure(error, '生成失败');
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (id: number) => {
    try {
      await revokePreviewLink(id);
      feedback.message.success('已撤销');
      load();
    } catch (error) {
      toastFailure(error, '撤销失败');
    }
  };

  return (
    <Modal open title={`分享预览：${title}`} onCancel={onClose} footer={<Button onClick={onClose}>关闭</Button>} destroyOnHidden>
      <p>生成的链接不用登录就能打开，只显示这一篇文章（标有“预览”，不会被搜索引擎收录）。</p>
      <div className={styles.pinForm}>
        <span>有效期</span>
        <Radio.Group optionType="button" options={HOUR_OPTIONS} value={hours} onChange={(event) => setHours(event.target.value as Hours)} aria-label="有效期" />
        <Button type="primary" loading={busy} onClick={() => void make()}>
          生成链接
        </Button>
      </div>
      {made && (
        <Alert
          type="success"
          showIcon
          title="链接只显示这一次，请现在复制"
          description={
            <Typography.Paragraph copyable={{ text: made, tooltips: ['复制', '已复制'] }} style={{ marginBottom: 0, wordBreak: 'break-all' }}>
              {made}
            </Typography.Paragraph>
          }
        />
      )}
      <h4 style={{ marginTop: 16 }}>有效的链接</h4>
      {loadError ? (
        <Alert type="error" showIcon title={loadError} action={<Button size="small" onClick={load}>重试</Button>} />
      ) : links === null ? (
        <Spin />
      ) : links.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有有效的预览链接" />
      ) : (
        <List
          size="small"
          dataSource={links}
          renderItem={(link) => (
            <List.Item
              actions={[
                <Popconfirm key="revoke" title="撤销后这个链接立即失效" okText="撤销" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={() => revoke(link.id)}>
                  <Button type="link" size="small" danger>
                    撤销
                  </Button>
                </Popconfirm>,
              ]}
            >
              生成于 {formatDateTime(link.createdAt)}，{formatDateTime(link.expiresAt)} 过期
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}

import { useEffect, useState } from 'react';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { LINK_STATUS, type AdminLinkItem } from '@blog/contract';
import { useAsyncData } from '@/features/article/hooks/useAsyncData';
import { feedback } from '@/lib/feedback';
import { InitialAvatar } from '@/components/InitialAvatar';
import { formatDateTime, toastFailure } from '../shared/format';
import { PageHeader } from '../shared/PageHeader';
import { RetryResult } from '../shared/RetryResult';
import listPage from '../shared/ListPage.module.css';
import { approveLink, getLinkBoard, sortLinks } from './api';
import { LinkEditModal } from './LinkEditModal';
import { LinkRejectModal } from './LinkRejectModal';
import { ApplicantAvatar } from './ApplicantAvatar';
import styles from './LinksAdmin.module.css';

function LinkSummary({ link }: { link: AdminLinkItem }) {
  return (
    <div className={styles.summary}>
      {link.status === LINK_STATUS.pending ? (
        <ApplicantAvatar link={link} />
      ) : (
        <InitialAvatar src={link.site_avatar} name={link.site_name} size={44} className={styles.avatar} />
      )}
      <div className={styles.text}>
        <strong className={styles.name}>{link.site_name}</strong>
        <span className={styles.desc}>{link.site_desc}</span>
        <a className={styles.url} href={link.url} target="_blank" rel="noopener noreferrer nofollow">
          {link.url}
        </a>
        <span className={styles.meta}>
          {link.user_id === null ? '博主添加' : `申请人：${link.nick_name ?? '已注销的用户'}`} · {formatDateTime(link.createdAt)}
        </span>
      </div>
    </div>
  );
}

/** /admin/links: applications waiting for review first, then the listed links in the order /links shows them. */
export default function LinksAdminPage() {
  const { data, failed, loading, reload } = useAsyncData('links', getLinkBoard);
  const [approved, setApproved] = useState<AdminLinkItem[]>([]);
  const [editing, setEditing] = useState<AdminLinkItem | null>(null);
  const [removing, setRemoving] = useState<AdminLinkItem | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  useEffect(() => {
    if (data) setApproved(data.approved);
  }, [data]);

  const approve = async (link: AdminLinkItem) => {
    setBusy(link.id);
    try {
      feedback.message.success(await approveLink(link.id));
      reload();
    } catch (error) {
      toastFailure(error, '操作失败');
    } finally {
      setBusy(null);
    }
  };

  /** Moves a listed link one place and saves the whole order at once; a refusal reloads the server's order. */
  const move = async (index: number, step: -1 | 1) => {
    const next = [...approved];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(index + step, 0, moved);
    setApproved(next);
    setBusy(moved.id);
    try {
      feedback.message.success(await sortLinks(next.map((l) => l.id)));
    } catch (error) {
      toastFailure(error, '排序保存失败');
      reload();
    } finally {
      setBusy(null);
    }
  };

  let body;
  if (failed && !data) {
    body = <RetryResult title="友链加载失败" onRetry={reload} />;
  } else if (!data) {
    body = <Spin size="large" className={listPage.loading} />;
  } else {
    body = (
      <>
        <section className={styles.section} aria-labelledby="links-pending">
          <h2 id="links-pending" className={styles.sectionTitle}>
            待审核 <Badge count={data.pending.length} showZero color={data.pending.length ? 'orange' : 'gray'} />
          </h2>
          {data.pending.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有待审核的申请" />
          ) : (
            <ul className={styles.list}>
              {data.pending.map((link) => (
                <li key={link.id} className={listPage.gridCard} data-testid="pending-link">
                  <LinkSummary link={link} />
                  <div className={styles.actions}>
                    <Button type="primary" size="small" loading={busy === link.id} onClick={() => void approve(link)}>
                      通过
                    </Button>
                    <Button size="small" onClick={() => setEditing(link)}>
                      编辑
                    </Button>
                    <Button size="small" danger onClick={() => setRemoving(link)}>
                      拒绝
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={styles.section} aria-labelledby="links-approved">
          <h2 id="links-approved" className={styles.sectionTitle}>
            已通过 <span className={styles.count}>{approved.length} 个，按友链页面的顺序</span>
          </h2>
          {approved.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有友链" />
          ) : (
            <ol className={styles.list}>
              {approved.map((link, index) => (
                <li key={link.id} className={listPage.gridCard} data-testid="approved-link">
                  <LinkSummary link={link} />
                  <div className={styles.actions}>
                    <span className={styles.position} title="在友链页面的位置">
                      第 {index + 1} 位
                    </span>
                    <Button size="small" icon={<ArrowUpOutlined />} aria-label={`上移「${link.site_name}」`} disabled={index === 0 || busy !== null} onClick={() => void move(index, -1)} />
                    <Button
                      size="small"
                      icon={<ArrowDownOutlined />}
                      aria-label={`下移「${link.site_name}」`}
                      disabled={index === approved.length - 1 || busy !== null}
                      onClick={() => void move(index, 1)}
                    />
                    <span className={styles.spacer} />
                    <Button size="small" onClick={() => setEditing(link)}>
                      编辑
                    </Button>
                    <Button size="small" danger onClick={() => setRemoving(link)}>
                      删除
                    </Button>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </section>
      </>
    );
  }

  return (
    <div className={listPage.page}>
      <PageHeader title="友链">
        <Button icon={<ReloadOutlined />} loading={loading && !!data} onClick={reload}>
          刷新
        </Button>
      </PageHeader>
      {body}
      {editing && <LinkEditModal link={editing} onClose={() => setEditing(null)} onSaved={reload} />}
      {removing && <LinkRejectModal link={removing} onClose={() => setRemoving(null)} onDone={reload} />}
    </div>
  );
}

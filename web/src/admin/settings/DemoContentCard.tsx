import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import type { DemoPreview } from '@blog/contract';
import { useAsyncData } from '@/features/article/hooks/useAsyncData';
import { feedback } from '@/lib/feedback';
import { toastFailure } from '../shared/format';
import { RetryResult } from '../shared/RetryResult';
import { getDemoPreview, removeDemoContent } from './demoApi';
import styles from './Settings.module.css';

const summary = (preview: DemoPreview) => preview.counts.map((entry) => `${entry.label} ${entry.count}`).join('、');

function DemoList({ preview }: { preview: DemoPreview }) {
  return (
    <div className={styles.demoList}>
      <p>将移除：{summary(preview)}。</p>
      {preview.articleTitles.length > 0 && (
        <details>
          <summary>演示文章（{preview.articleTitles.length} 篇）</summary>
          <ul>
            {preview.articleTitles.map((title) => (
              <li key={title}>{title}</li>
            ))}
          </ul>
        </details>
      )}
      {preview.ownCommentsOnDemo > 0 && <p>演示内容下还有 {preview.ownCommentsOnDemo} 条你或读者写的评论，会随演示内容一起删除。</p>}
      <p className={styles.hint}>你自己写的文章、说说、友链、留言和评论不会动；你的文章还在用的演示分类和标签会保留；网站设置（名称、头像等）不变。</p>
    </div>
  );
}

/** 网站设置 → 演示内容: what the demo seed wrote, listed first, removed together after asking. */
export function DemoContentCard() {
  const { data, failed, reload } = useAsyncData('demo-preview', getDemoPreview);
  const [done, setDone] = useState<DemoPreview | null>(null);
  const [removing, setRemoving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const preview = done ?? data;

  const remove = async () => {
    setRemoving(true);
    try {
      const result = await removeDemoContent();
      feedback.message.success(`演示内容已移除：${result.removed.map((entry) => `${entry.label} ${entry.count}`).join('、')}`);
      setDone({ counts: [], articleTitles: [], ownCommentsOnDemo: 0, removed: true });
      setConfirming(false);
    } catch (error) {
      toastFailure(error, '移除失败');
    } finally {
      setRemoving(false);
    }
  };

  let body;
  if (!preview) body = failed ? <RetryResult title="演示内容加载失败" onRetry={reload} /> : <Skeleton active paragraph={{ rows: 2 }} />;
  else if (preview.counts.length === 0) body = <p className={styles.hint}>{preview.removed ? '演示内容已经移除，之后启动也不会再写入。' : '没有演示内容。'}</p>;
  else
    body = (
      <>
        <DemoList preview={preview} />
        <div className={styles.actions}>
          <Button danger onClick={() => setConfirming(true)}>
            移除演示内容
          </Button>
        </div>
        <Modal
          open={confirming}
          title="确定移除演示内容？"
          okText="移除"
          okButtonProps={{ danger: true }}
          cancelText="取消"
          confirmLoading={removing}
          onOk={() => void remove()}
          onCancel={() => setConfirming(false)}
        >
          <p>将在一次操作里删除：{summary(preview)}。删除后不能恢复。</p>
        </Modal>
      </>
    );
  return (
    <Card size="small" title="演示内容" className={styles.card}>
      {body}
    </Card>
  );
}

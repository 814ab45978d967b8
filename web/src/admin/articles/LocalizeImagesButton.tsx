import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import CloudDownloadOutlined from '@ant-design/icons/CloudDownloadOutlined';
import type { LocalizedImages } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { localizeImages } from './api';
import styles from './ArticleEditorPage.module.css';

const TOAST_KEY = 'admin-article-localize-images';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The copies' addresses put into what the editor holds now: where a picture's address stands as a
 * Markdown image target or an `<img src>`. Used when the blogger typed while the pictures came.
 */
export function applyReplacements(content: string, replaced: LocalizedImages['replaced']): string {
  let out = content;
  for (const { url, local } of replaced) {
    const target = new RegExp(`(!\\[[^\\]\\n]*\\]\\(\\s*<?|<[Ii][Mm][Gg]\\b[^>]*?\\b[Ss][Rr][Cc]\\s*=\\s*["']?)${escapeRegExp(url)}(?=[\\s)"'>]|$)`, 'g');
    out = out.replace(target, (_, before: string) => `${before}${local}`);
  }
  return out;
}

interface LocalizeOptions {
  /** The Markdown as the editor holds it now. */
  content: () => string;
  /** Changes the editor's Markdown from what it holds at that moment. */
  onRewrite: (rewrite: (current: string) => string) => void;
}

/**
 * 将外链图片转存到本站: the article's pictures on other sites are copied to this one and the text
 * points at the copies. Nothing is saved and nothing the author wrote is lost: a failure leaves the
 * text as it is and says why for each picture.
 */
export function useLocalizeImages({ content, onRewrite }: LocalizeOptions) {
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState<LocalizedImages['failures']>([]);

  async function run() {
    const sent = content();
    setBusy(true);
    setFailures([]);
    feedback.message.open({ key: TOAST_KEY, type: 'loading', content: '正在把外链图片转存到本站…', duration: 0 });
    try {
      const result = await localizeImages(sent);
      if (result.replaced.length > 0) onRewrite((current) => (current === sent ? result.content : applyReplacements(current, result.replaced)));
      setFailures(result.failures);
      if (result.replaced.length === 0 && result.failures.length === 0) feedback.message.open({ key: TOAST_KEY, type: 'info', content: '正文里没有外链图片' });
      else if (result.failures.length === 0) feedback.message.open({ key: TOAST_KEY, type: 'success', content: `已转存 ${result.replaced.length} 张图片，记得保存文章` });
      else feedback.message.open({ key: TOAST_KEY, type: 'warning', content: `已转存 ${result.replaced.length} 张，${result.failures.length} 张没有转存`, duration: 5 });
    } catch (error) {
      feedback.message.open({ key: TOAST_KEY, type: 'error', content: error instanceof Error && error.message ? error.message : '转存失败，请稍后再试', duration: 5 });
    } finally {
      setBusy(false);
    }
  }

  return { busy, run, failures, dismiss: () => setFailures([]) };
}

export function LocalizeImagesButton({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  return (
    <Button size="small" icon={<CloudDownloadOutlined />} loading={busy} onClick={onClick} title="把文中其他网站的图片下载到本站，并改写图片地址">
      {busy ? '正在转存…' : '将外链图片转存到本站'}
    </Button>
  );
}

/** Each picture that stayed remote, with why. */
export function LocalizeFailures({ failures, onClose }: { failures: LocalizedImages['failures']; onClose: () => void }) {
  if (failures.length === 0) return null;
  return (
    <Alert
      className={styles.notice}
      type="warning"
      showIcon
      closable={{ onClose }}
      title={`${failures.length} 张图片没有转存，保持原链接：`}
      description={
        <ul aria-label="没有转存的图片" className={styles.failureList}>
          {failures.map((failure) => (
            <li key={failure.url}>
              <span className={styles.failedUrl}>{failure.url}</span>：{failure.reason}
            </li>
          ))}
        </ul>
      }
    />
  );
}

import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import type { LinkOriginInfo } from '@blog/contract';
import styles from './Settings.module.css';

const REASONS: Record<Exclude<LinkOriginInfo['source'], 'site_url'>, string> = {
  admin: '管理员使用后台时的地址',
  listen: '服务器监听的地址',
};

/**
 * Shown while no public URL is set: which address the sitemap, feeds and share links use in the
 * meantime, why a visitor's Host header is not used, and a button that fills in this browser's address.
 */
export function SiteUrlNotice({ linkOrigin, onUseHere }: { linkOrigin: LinkOriginInfo; onUseHere: (origin: string) => void }) {
  if (linkOrigin.source === 'site_url') return null;
  const here = window.location.origin;
  return (
    <Alert
      type="warning"
      showIcon
      title="还没有设置网站地址"
      description={
        <div className={styles.notice}>
          <p>
            站点地图、RSS 订阅、robots.txt 和分享链接里的完整地址暂时用 <code className={styles.origin}>{linkOrigin.origin}</code>
            {`（${REASONS[linkOrigin.source]}）。为了不让别人用伪造的 Host 请求头把这些链接指到别的网站，服务器不会采用访客请求里的地址。`}
            请在下方「搜索引擎 → 网站地址」填写访客访问本站用的地址并保存。
          </p>
          <Button size="small" onClick={() => onUseHere(here)}>
            填入当前地址 {here}
          </Button>
        </div>
      }
    />
  );
}

import type { MouseEvent } from 'react';
import { NavLink } from 'react-router';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import { API_CODE, type PageHeaderRoute, type ResourceGroup, type ResourceItem, type ResourceList } from '@blog/contract';
import { PageBanner } from '@/components/PageBanner/PageBanner';
import { useLoadingBar } from '@/lib/loading';
import { useAsyncData } from '@/features/article/hooks/useAsyncData';
import parts from '@/components/pageParts.module.css';
import { getResourceList } from './api';
import styles from './ResourcePage.module.css';

const cardClass = `${parts.surface} ${styles.card}`;

export interface ResourcePageProps {
  list: ResourceList;
  /** 前端推荐, 后端推荐 or 网站导航. */
  title: string;
  /** Route name of the banner background. */
  route: PageHeaderRoute;
  subtitle: string;
}

/** The three lists, so a reader can move between them (only two are in the header menu). */
const LISTS = [
  { to: '/resources/front', text: '前端推荐' },
  { to: '/resources/back', text: '后端推荐' },
  { to: '/siteList', text: '网站导航' },
] as const;

const groupId = (list: string, index: number) => `resource-${list}-${index}`;

/** Scrolls in the page instead of changing the URL's hash (the router would treat that as a new location). */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

function SiteCard({ site }: { site: ResourceItem }) {
  return (
    <li>
      <a className={styles.site} href={site.url} target="_blank" rel="noopener noreferrer">
        {site.icon ? (
          <img className={styles.icon} src={site.icon} alt="" width={44} height={44} loading="lazy" decoding="async" />
        ) : (
          <span className={styles.icon} aria-hidden="true">
            {[...site.name][0]}
          </span>
        )}
        <span className={styles.siteText}>
          <span className={styles.siteName}>{site.name}</span>
          <span className={styles.siteDesc}>{site.description}</span>
        </span>
      </a>
    </li>
  );
}

function Groups({ list, groups }: { list: string; groups: ResourceGroup[] }) {
  return (
    <div className={styles.layout}>
      <nav className={`${parts.surface} ${styles.nav}`} aria-label="分组导航">
        <ul>
          {groups.map((group, index) => (
            <li key={group.group_name}>
              <a href={`#${groupId(list, index)}`} onClick={(event) => jumpTo(event, groupId(list, index))}>
                {group.group_name}
                <span className={styles.navCount}>{group.list.length}</span>
              </a>
            </li>
          ))}
        </ul>
        <ul className={styles.lists} aria-label="其他推荐">
          {LISTS.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={({ isActive }) => (isActive ? styles.listActive : undefined)}>
                {item.text}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.groups}>
        {groups.map((group, index) => (
          <section key={group.group_name} id={groupId(list, index)} tabIndex={-1} className={`${parts.surface} ${styles.group}`} aria-labelledby={`${groupId(list, index)}-title`}>
            <h2 id={`${groupId(list, index)}-title`} className={styles.groupTitle}>
              {group.group_name}
            </h2>
            <ul className={styles.grid}>
              {group.list.map((site) => (
                <SiteCard key={site.id} site={site} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

async function loadGroups(list: ResourceList): Promise<ResourceGroup[]> {
  const res = await getResourceList(list);
  if (res.code !== API_CODE.success) throw new Error(res.message);
  return res.result;
}

/** /resources/front, /resources/back and /siteList: one view, recommended sites by group. */
export function ResourcePage({ list, title, route, subtitle }: ResourcePageProps) {
  const groups = useAsyncData(list, () => loadGroups(list));
  useLoadingBar(groups.loading);

  let content;
  if (groups.loading && !groups.data) content = <Skeleton active paragraph={{ rows: 6 }} className={cardClass} />;
  else if (groups.failed && !groups.data) {
    content = (
      <Result
        className={cardClass}
        status="warning"
        title={`${title}加载失败`}
        subTitle="网络好像开小差了，稍后再试试吧"
        extra={
          <Button type="primary" onClick={groups.reload}>
            重新加载
          </Button>
        }
      />
    );
  } else if (!groups.data || groups.data.length === 0) content = <Empty className={cardClass} description="这里还没有推荐的网站" />;
  else content = <Groups list={list} groups={groups.data} />;

  return (
    <>
      <PageBanner route={route} title={title} subtitle={subtitle} />
      <div className={`${parts.column} ${styles.page}`}>{content}</div>
    </>
  );
}

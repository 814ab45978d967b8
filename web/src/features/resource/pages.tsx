import { RESOURCE_LIST } from '@blog/contract';
import { ResourcePage } from './ResourcePage';

/* The three routes of the shared view; only the list and the title differ. */

export const FrontResourcesPage = () => (
  <ResourcePage key="front" list={RESOURCE_LIST.front} title="前端推荐" route="Front" subtitle="文档、工具和社区，写前端时常开的那些网站" />
);

export const BackResourcesPage = () => (
  <ResourcePage key="back" list={RESOURCE_LIST.back} title="后端推荐" route="Back" subtitle="语言、框架、数据库和部署，后端路上的好帮手" />
);

export const SiteListPage = () => <ResourcePage key="site" list={RESOURCE_LIST.site} title="网站导航" route="SiteList" subtitle="收藏夹里常用的工具与好站" />;

import { RESOURCE_LIST, type ResourceList } from '@blog/contract';
import { nowIso, type Db } from '../../connection';
import { hashText } from '../palette';
import { seedImageUrl } from '../types';
import { ensureLetterIcons, type LetterIcon } from './resourceIcons';

/**
 * The recommended sites of /resources/front, /resources/back and /siteList: well-known developer
 * sites, with descriptions written for this project and generated letter icons.
 */

interface DemoSite {
  name: string;
  description: string;
  url: string;
  /** The icon's letter when the name does not start with one (Chinese names). */
  letter?: string;
}

interface DemoGroup {
  group_name: string;
  sites: DemoSite[];
}

const FRONT: DemoGroup[] = [
  {
    group_name: '文档手册',
    sites: [
      { name: 'MDN Web Docs', description: 'HTML、CSS、JavaScript 与 Web API 最权威的参考文档，有中文翻译', url: 'https://developer.mozilla.org/zh-CN/' },
      { name: 'React', description: 'React 官方文档，新版以 Hooks 和交互式示例讲解组件思维', url: 'https://react.dev/' },
      { name: 'Vue.js', description: '渐进式 JavaScript 框架，中文文档清晰易读', url: 'https://cn.vuejs.org/' },
      { name: 'TypeScript', description: '类型系统手册和在线 Playground，查类型体操必备', url: 'https://www.typescriptlang.org/' },
      { name: 'Can I use', description: '查询 CSS 与 Web API 在各浏览器中的兼容性', url: 'https://caniuse.com/' },
    ],
  },
  {
    group_name: '构建工具',
    sites: [
      { name: 'Vite', description: '基于原生 ES 模块的前端构建工具，开发服务器秒开', url: 'https://vite.dev/' },
      { name: 'webpack', description: '老牌模块打包器，生态丰富，配置灵活', url: 'https://webpack.js.org/' },
      { name: 'esbuild', description: '用 Go 写的极速打包与转译工具', url: 'https://esbuild.github.io/' },
      { name: 'pnpm', description: '节省磁盘空间、安装飞快的包管理器，对 monorepo 友好', url: 'https://pnpm.io/zh/' },
      { name: 'Vitest', description: '与 Vite 共用配置的单元测试框架，兼容 Jest 的 API', url: 'https://vitest.dev/' },
    ],
  },
  {
    group_name: '组件与样式',
    sites: [
      { name: 'Ant Design', description: '企业级 React 组件库，本站界面也在用', url: 'https://ant.design/' },
      { name: 'Element Plus', description: '基于 Vue 3 的桌面端组件库', url: 'https://element-plus.org/zh-CN/' },
      { name: 'Tailwind CSS', description: '原子化 CSS 框架，直接在标记里组合样式', url: 'https://tailwindcss.com/' },
      { name: 'Naive UI', description: '主题可调、类型完整的 Vue 3 组件库', url: 'https://www.naiveui.com/' },
    ],
  },
  {
    group_name: '学习社区',
    sites: [
      { name: '现代 JavaScript 教程', description: '从基础语法讲到浏览器原理的免费中文教程', url: 'https://zh.javascript.info/', letter: 'J' },
      { name: 'web.dev', description: 'Chrome 团队关于性能、可访问性和现代 Web 的指南', url: 'https://web.dev/' },
      { name: 'CSS-Tricks', description: 'CSS 技巧与布局指南，Flexbox 和 Grid 速查表很经典', url: 'https://css-tricks.com/' },
      { name: '掘金', description: '国内活跃的开发者社区，前端文章很多', url: 'https://juejin.cn/', letter: 'J' },
    ],
  },
];

const BACK: DemoGroup[] = [
  {
    group_name: '语言与运行时',
    sites: [
      { name: 'Node.js', description: '基于 V8 的 JavaScript 运行时，本站服务器就跑在它上面', url: 'https://nodejs.org/zh-cn' },
      { name: 'Go', description: '简洁高效的编译型语言，并发模型好用', url: 'https://go.dev/' },
      { name: 'Rust', description: '兼顾性能与内存安全的系统编程语言', url: 'https://www.rust-lang.org/zh-CN/' },
      { name: 'Python', description: '脚本、数据处理和 Web 开发都顺手的通用语言', url: 'https://www.python.org/' },
    ],
  },
  {
    group_name: 'Web 框架',
    sites: [
      { name: 'Fastify', description: '低开销的 Node.js Web 框架，插件体系清晰', url: 'https://fastify.dev/' },
      { name: 'NestJS', description: '受 Angular 启发、结构严谨的 Node.js 服务端框架', url: 'https://nestjs.com/' },
      { name: 'Spring Boot', description: 'Java 生态里最常用的应用框架', url: 'https://spring.io/projects/spring-boot' },
      { name: 'Gin', description: '性能出色的 Go HTTP 框架', url: 'https://gin-gonic.com/zh-cn/' },
      { name: 'FastAPI', description: '基于类型标注、自动生成接口文档的 Python 框架', url: 'https://fastapi.tiangolo.com/zh/' },
    ],
  },
  {
    group_name: '数据库',
    sites: [
      { name: 'PostgreSQL', description: '功能强大的开源关系型数据库', url: 'https://www.postgresql.org/' },
      { name: 'SQLite', description: '嵌入式数据库，一个文件就是一个库，小站首选', url: 'https://www.sqlite.org/' },
      { name: 'Redis', description: '内存键值数据库，缓存、队列和发布订阅都能做', url: 'https://redis.io/' },
      { name: 'Kysely', description: '类型安全的 TypeScript SQL 查询构建器', url: 'https://kysely.dev/' },
    ],
  },
  {
    group_name: '部署运维',
    sites: [
      { name: 'Docker', description: '容器化打包与运行应用，环境一致不再玄学', url: 'https://docs.docker.com/' },
      { name: 'Nginx', description: '高性能 Web 服务器与反向代理', url: 'https://nginx.org/' },
      { name: 'Kubernetes', description: '容器编排平台，中文文档完整', url: 'https://kubernetes.io/zh-cn/' },
      { name: "Let's Encrypt", description: '免费的 HTTPS 证书，自动续期', url: 'https://letsencrypt.org/zh-cn/' },
    ],
  },
];

const SITE: DemoGroup[] = [
  {
    group_name: '常用工具',
    sites: [
      { name: 'GitHub', description: '代码托管与开源协作平台', url: 'https://github.com/' },
      { name: 'Stack Overflow', description: '程序员问答社区，报错信息搜一搜多半有答案', url: 'https://stackoverflow.com/' },
      { name: 'regex101', description: '在线调试正则表达式，逐段解释匹配过程', url: 'https://regex101.com/' },
      { name: 'Excalidraw', description: '手绘风格的在线白板，画架构草图很方便', url: 'https://excalidraw.com/' },
      { name: 'Squoosh', description: '在浏览器里压缩和转换图片格式', url: 'https://squoosh.app/' },
    ],
  },
  {
    group_name: '设计素材',
    sites: [
      { name: 'iconfont', description: '阿里巴巴矢量图标库，海量中文图标', url: 'https://www.iconfont.cn/', letter: 'I' },
      { name: 'Unsplash', description: '免费可商用的高清摄影图片', url: 'https://unsplash.com/' },
      { name: 'Coolors', description: '快速生成和调整配色方案', url: 'https://coolors.co/' },
      { name: 'Figma', description: '在线协作的界面设计工具', url: 'https://www.figma.com/' },
    ],
  },
  {
    group_name: '阅读资讯',
    sites: [
      { name: 'Hacker News', description: '技术圈每日热议的新闻与讨论', url: 'https://news.ycombinator.com/' },
      { name: 'V2EX', description: '创意工作者的社区，程序员聊天灌水的好去处', url: 'https://www.v2ex.com/' },
      { name: '阮一峰的网络日志', description: '每周的科技爱好者周刊，值得订阅', url: 'https://www.ruanyifeng.com/blog/', letter: 'R' },
      { name: '少数派', description: '数字生活与效率工具的文章和评测', url: 'https://sspai.com/', letter: 'S' },
    ],
  },
];

export const DEMO_RESOURCES: Record<ResourceList, DemoGroup[]> = {
  [RESOURCE_LIST.front]: FRONT,
  [RESOURCE_LIST.back]: BACK,
  [RESOURCE_LIST.site]: SITE,
};

/** Groups are 100 apart in `sort`, so a group's sites stay together and groups keep their order. */
const GROUP_STEP = 100;

const iconName = (list: string, site: DemoSite) => `res-${list}-${hashText(site.url).toString(36)}`;

function letterOf(site: DemoSite): string {
  return site.letter ?? (site.name.match(/[A-Za-z0-9]/)?.[0] ?? 'O').toUpperCase();
}

function allSites(): { list: ResourceList; group: DemoGroup; groupIndex: number; site: DemoSite; siteIndex: number }[] {
  return Object.entries(DEMO_RESOURCES).flatMap(([list, groups]) =>
    groups.flatMap((group, groupIndex) => group.sites.map((site, siteIndex) => ({ list: list as ResourceList, group, groupIndex, site, siteIndex }))),
  );
}

/** Every site's icon; missing files are drawn again on each start. */
export function resourceIcons(): LetterIcon[] {
  return allSites().map(({ list, site }) => ({ name: iconName(list, site), letter: letterOf(site), hue: hashText(site.name) % 360 }));
}

export const ensureResourceIcons = (dataDir: string) => ensureLetterIcons(dataDir, resourceIcons());

/** Writes the lists once: a database with any resource already is left alone. */
export async function seedResources(db: Db): Promise<void> {
  const k = db.kysely;
  if (await k.selectFrom('resource').select('id').limit(1).executeTakeFirst()) return;
  const stamp = nowIso();
  await k
    .insertInto('resource')
    .values(
      allSites().map(({ list, group, groupIndex, site, siteIndex }) => ({
        list,
        group_name: group.group_name,
        name: site.name,
        description: site.description,
        icon: seedImageUrl(iconName(list, site)),
        url: site.url,
        sort: groupIndex * GROUP_STEP + siteIndex,
        created_at: stamp,
        updated_at: stamp,
      })),
    )
    .execute();
}

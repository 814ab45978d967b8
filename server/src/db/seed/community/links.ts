import { LINK_STATUS } from '@blog/contract';
import type { Db } from '../../connection';
import type { ArtStyle } from '../artwork';
import type { SeedImage } from '../images';
import { hashText } from '../palette';
import { seedImageUrl } from '../types';
import type { DemoPeople } from './people';

/**
 * Demo friend links: eight approved blogs (made up for this project, on example.com addresses)
 * and two pending applications by demo visitors. demo_user has none, so whoever tries the demo
 * account can apply for a link themselves.
 */

const DAY_MS = 86_400_000;

type Applicant = 'blogger' | 'visitor0' | 'visitor1' | 'visitor2';

interface DemoLink {
  key: string;
  site_name: string;
  site_desc: string;
  url: string;
  status: number;
  applicant: Applicant;
  daysAgo: number;
  style: ArtStyle;
}

const approved = LINK_STATUS.approved;
const pending = LINK_STATUS.pending;

export const DEMO_LINKS: DemoLink[] = [
  { key: 'yehang', site_name: '夜航船笔记', site_desc: '记录前端工程化、构建工具与读书心得的个人博客', url: 'https://yehang.example.com', status: approved, applicant: 'blogger', daysAgo: 300, style: 'waves' },
  { key: 'shanjian', site_name: '山间小站', site_desc: '一个后端工程师的代码、徒步和生活碎片', url: 'https://shanjian.example.com', status: approved, applicant: 'blogger', daysAgo: 260, style: 'mountains' },
  { key: 'manbanpai', site_name: '慢半拍', site_desc: '写给自己的 Rust 与系统编程学习笔记', url: 'https://manbanpai.example.com/blog', status: approved, applicant: 'blogger', daysAgo: 220, style: 'rings' },
  { key: 'qingning', site_name: '青柠技术志', site_desc: 'Vue、React 与数据可视化的实践分享', url: 'https://qingning.example.com', status: approved, applicant: 'blogger', daysAgo: 180, style: 'bubbles' },
  { key: 'shiguang', site_name: '拾光小筑', site_desc: '摄影、旅行游记，以及偶尔写点代码', url: 'https://shiguang.example.com', status: approved, applicant: 'blogger', daysAgo: 140, style: 'mosaic' },
  { key: 'coffee', site_name: '代码与咖啡', site_desc: 'Go 语言、云原生部署和咖啡豆测评', url: 'https://code-coffee.example.com', status: approved, applicant: 'blogger', daysAgo: 100, style: 'stripes' },
  { key: 'dbguide', site_name: '数据库漫游指南', site_desc: 'SQLite 与 PostgreSQL 的原理、索引和调优笔记', url: 'https://dbguide.example.com', status: approved, applicant: 'blogger', daysAgo: 60, style: 'rings' },
  { key: 'pumpkin', site_name: '南瓜饼的小窝', site_desc: '设计、插画和前端动效练习，欢迎来玩', url: 'https://pumpkin.example.com', status: approved, applicant: 'visitor2', daysAgo: 20, style: 'bubbles' },
  { key: 'lindeer', site_name: '林间小鹿的博客', site_desc: '刚开始写博客，记录学习 TypeScript 的过程', url: 'https://lindeer.example.com', status: pending, applicant: 'visitor0', daysAgo: 3, style: 'mountains' },
  { key: 'northwind', site_name: '北风的技术札记', site_desc: '运维、Linux 和网络排障的一些经验', url: 'https://northwind.example.com', status: pending, applicant: 'visitor1', daysAgo: 1, style: 'waves' },
];

const avatarName = (key: string) => `link-${key}`;

/** One square avatar per demo link, checked (and drawn again if missing) on every start. */
export function linkSeedImages(): SeedImage[] {
  return DEMO_LINKS.map((link, i) => ({
    name: avatarName(link.key),
    spec: { width: 160, height: 160, hue: 15 + i * 137.5, style: link.style, seed: hashText(avatarName(link.key)) },
  }));
}

function applicantId(people: DemoPeople, applicant: Applicant): number | null {
  if (applicant === 'blogger') return null;
  return people.visitorIds[Number(applicant.slice(-1))] ?? null;
}

/** Writes the demo links once: a database that has any link already is left alone. */
export async function seedLinks(db: Db, people: DemoPeople): Promise<void> {
  const k = db.kysely;
  if (await k.selectFrom('link').select('id').limit(1).executeTakeFirst()) return;
  const now = Date.now();
  await k
    .insertInto('link')
    .values(
      DEMO_LINKS.map((link) => {
        const at = new Date(now - link.daysAgo * DAY_MS).toISOString();
        return {
          site_name: link.site_name,
          site_desc: link.site_desc,
          site_avatar: seedImageUrl(avatarName(link.key)),
          url: link.url,
          status: link.status,
          user_id: applicantId(people, link.applicant),
          created_at: at,
          updated_at: at,
        };
      }),
    )
    .execute();
}

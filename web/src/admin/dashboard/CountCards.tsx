import type { ReactNode } from 'react';
import { Link } from 'react-router';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import Statistic from 'antd/es/statistic';
import type { DashboardCounts } from '@blog/contract';
import { adminPath } from '../shell/adminNav';
import styles from './Dashboard.module.css';

interface CountCard {
  key: keyof DashboardCounts;
  title: string;
  /** A console screen, or a public page (opened in a new tab) until the console has one. */
  to?: string;
  isPublicPage?: boolean;
}

const COUNT_CARDS: CountCard[] = [
  { key: 'articles', title: '文章', to: adminPath('articles') },
  { key: 'talk', title: '说说', to: adminPath('talk') },
  { key: 'comments', title: '评论' },
  { key: 'messages', title: '留言', to: '/message/list', isPublicPage: true },
  { key: 'users', title: '用户' },
  { key: 'todayViews', title: '今日访问' },
  { key: 'totalViews', title: '总访问量' },
];

function CardLink({ card, children }: { card: CountCard; children: ReactNode }) {
  if (!card.to) return children;
  return card.isPublicPage ? (
    <Link to={card.to} target="_blank" rel="noopener" className={styles.cardLink} aria-label={`${card.title}（在新标签页打开前台页面）`}>
      {children}
    </Link>
  ) : (
    <Link to={card.to} className={styles.cardLink} aria-label={`管理${card.title}`}>
      {children}
    </Link>
  );
}

/** Two per row on a phone, up to seven on a wide screen. */
export function CountCards({ counts }: { counts: DashboardCounts | null }) {
  return (
    <Row gutter={[12, 12]}>
      {COUNT_CARDS.map((card) => (
        <Col key={card.key} xs={12} sm={8} lg={6} xxl={3}>
          <CardLink card={card}>
            <Card size="small" hoverable={Boolean(card.to)} className={styles.countCard}>
              <Statistic title={card.title} value={counts?.[card.key] ?? 0} loading={counts === null} />
            </Card>
          </CardLink>
        </Col>
      ))}
    </Row>
  );
}

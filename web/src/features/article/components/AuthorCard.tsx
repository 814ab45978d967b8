import { BilibiliOutlined, GithubOutlined, QqOutlined, WechatOutlined } from '@ant-design/icons';
import type { SiteConfig, Statistic } from '@blog/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { GroupQrCodes } from './GroupQrCodes';
import styles from './AuthorCard.module.css';

interface AuthorCardProps {
  config: SiteConfig | null;
  statistic: Statistic | undefined;
}

interface SocialLink {
  key: keyof SiteConfig;
  label: string;
  icon: ReactNode;
}

const SOCIAL_LINKS: SocialLink[] = [
  { key: 'github_link', label: 'GitHub', icon: <GithubOutlined aria-hidden /> },
  { key: 'git_ee_link', label: 'Gitee', icon: <span className={styles.giteeIcon} aria-hidden>G</span> },
  { key: 'bilibili_link', label: '哔哩哔哩', icon: <BilibiliOutlined aria-hidden /> },
  { key: 'qq_link', label: 'QQ', icon: <QqOutlined aria-hidden /> },
  { key: 'we_chat_link', label: '微信', icon: <WechatOutlined aria-hidden /> },
];

/** Only web addresses become links: a QQ number or WeChat id would be a broken href. */
function socialHref(value: string): string | null {
  return /^https?:\/\//i.test(value) ? value : null;
}

export function AuthorCard({ config, statistic }: AuthorCardProps) {
  const counts = [
    { label: '文章', value: statistic?.articleCount, to: '/archives' },
    { label: '分类', value: statistic?.categoryCount, to: '/category' },
    { label: '标签', value: statistic?.tagCount, to: '/tag' },
  ];
  const socials = SOCIAL_LINKS.flatMap((link) => {
    const raw = config?.[link.key];
    return typeof raw === 'string' && raw.trim() ? [{ ...link, value: raw.trim() }] : [];
  });

  return (
    <section
      className={styles.card}
      style={config?.avatar_bg ? { backgroundImage: `url("${config.avatar_bg}")` } : undefined}
      aria-label="博主信息"
    >
      <div className={styles.inner}>
        {config?.blog_avatar ? (
          <img className={styles.avatar} src={config.blog_avatar} alt={`${config.blog_name}的头像`} width={88} height={88} />
        ) : (
          <span className={styles.avatar} aria-hidden />
        )}
        <h2 className={styles.name}>{config?.blog_name ?? '博客'}</h2>
        {config?.personal_say && <p className={styles.say}>{config.personal_say}</p>}
        <ul className={styles.counts}>
          {counts.map((item) => (
            <li key={item.label}>
              <Link to={item.to}>
                <strong>{item.value ?? '-'}</strong>
                <span>{item.label}</span>
              </Link>
            </li>
          ))}
        </ul>
        {socials.length > 0 && (
          <ul className={styles.socials}>
            {socials.map((link) => {
              const href = socialHref(link.value);
              return (
                <li key={link.key}>
                  {href ? (
                    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`博主的${link.label}主页`} title={`博主的${link.label}主页`}>
                      {link.icon}
                    </a>
                  ) : (
                    <span title={`博主的${link.label}：${link.value}`} aria-label={`博主的${link.label}：${link.value}`}>
                      {link.icon}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <GroupQrCodes qqGroup={config?.qq_group} weChatGroup={config?.we_chat_group} />
      </div>
    </section>
  );
}

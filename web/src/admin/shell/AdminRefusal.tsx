import { useEffect } from 'react';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { openLoginDialog } from '@/features/auth/session';
import styles from './AdminShell.module.css';

/** What anyone but the admin sees at /admin: why, and the way in (or back to the site). */
export function AdminRefusal({ loggedIn }: { loggedIn: boolean }) {
  useEffect(() => {
    document.title = '后台管理';
  }, []);
  return (
    <main className={styles.refusal}>
      <Result
        status="403"
        title={loggedIn ? '没有后台管理权限' : '请先登录管理员账号'}
        subTitle={loggedIn ? '后台管理只对博主（管理员）开放。请退出后用管理员账号登录。' : '后台管理只对博主（管理员）开放，登录后即可进入。'}
        extra={[
          <Button key="login" type="primary" onClick={openLoginDialog}>
            {loggedIn ? '切换账号登录' : '登录'}
          </Button>,
          <Button key="home" href="/home">
            返回首页
          </Button>,
        ]}
      />
    </main>
  );
}

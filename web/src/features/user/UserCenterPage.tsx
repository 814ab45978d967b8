import Button from 'antd/es/button';
import { PageBanner } from '@/components/PageBanner/PageBanner';
import { openLogin } from '@/lib/loginEntry';
import { ProfileCard } from './ProfileCard';
import { PasswordCard } from './PasswordCard';
import { EmailCard } from './EmailCard';
import { useLoggedIn, useUserStore } from './userStore';
import './UserCenterPage.css';

function LoggedOutPrompt() {
  return (
    <section className="user-center__card user-center__prompt" aria-labelledby="user-center-login">
      <h2 id="user-center-login">登录后才能使用个人中心</h2>
      <p>登录后可以修改头像、昵称和密码。</p>
      <Button type="primary" onClick={openLogin}>
        登录
      </Button>
    </section>
  );
}

/** /userCenter (SPEC.md §2): profile (avatar, nickname), password change, and 邮箱与通知 (issue 29). */
export default function UserCenterPage() {
  const loggedIn = useLoggedIn();
  const user = useUserStore((s) => s.userInfo);
  return (
    <>
      <PageBanner route="UserCenter" title="个人中心" />
      <div className="user-center">
        {loggedIn && user ? (
          <>
            <ProfileCard key={user.id} user={user} />
            <PasswordCard />
            <EmailCard />
          </>
        ) : (
          <LoggedOutPrompt />
        )}
      </div>
    </>
  );
}

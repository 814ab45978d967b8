import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Avatar from 'antd/es/avatar';
import Drawer from 'antd/es/drawer';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useSiteStore } from '@/features/site/siteStore';
import { ThemeToggle } from '@/features/theme/ThemeToggle';
import { useUserStore } from '@/features/user/userStore';
import { buildNavEntries } from './menuItems';
import { NavMenu } from './NavMenu';
import { openLogin } from '@/lib/loginEntry';

/** Mobile menu (SPEC.md §2): 60% wide, above everything, closes on navigation. */
export default function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const config = useSiteStore((s) => s.config);
  const user = useUserStore((s) => (s.tokenFlag && s.infoFlag ? s.userInfo : null));
  // The blogger's menu comes with the site config (written into the page): no request of its own.
  const navMenu = useSiteStore((s) => s.config?.nav_menu);
  const drawerEntries = useMemo(
    () => buildNavEntries({ withTag: true, user: user ? { nickName: user.nick_name, avatar: user.avatar } : null, custom: navMenu }),
    [user, navMenu],
  );
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // Close when the route changes, but not on mount: the drawer mounts on its first opening.
  const openedAtKey = useRef(location.key);
  useEffect(() => {
    if (openedAtKey.current === location.key) return;
    openedAtKey.current = location.key;
    onCloseRef.current();
  }, [location.key]);

  // SPEC.md §2: the avatar opens the login dialog, or the personal centre once logged in.
  const onAvatarClick = () => {
    onClose();
    if (user) navigate('/userCenter');
    else openLogin();
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size="60%"
      zIndex={9999}
      title={null}
      closable={false}
      rootClassName="mobile-drawer"
      aria-label="菜单"
    >
      <div className="mobile-drawer__profile">
        <button
          type="button"
          className="mobile-drawer__avatar"
          onClick={onAvatarClick}
          aria-label={user ? '个人中心' : '登录'}
        >
          <Avatar
            size={72}
            src={(user ? user.avatar : config?.blog_avatar) || undefined}
            icon={<UserOutlined aria-hidden />}
            alt={user ? '我的头像' : '博主头像'}
          />
        </button>
        <div className="mobile-drawer__name">{user ? user.nick_name : config?.blog_name || '个人博客'}</div>
        {/* The blogger's motto belongs under the blogger's name only, not under a visitor's own. */}
        {!user && config?.personal_say ? <div className="mobile-drawer__say">{config.personal_say}</div> : null}
      </div>
      <nav aria-label="移动端导航">
        <NavMenu entries={drawerEntries} layout="vertical" onNavigate={onClose} />
      </nav>
      <div className="mobile-drawer__footer">
        <ThemeToggle className="site-header__icon" />
      </div>
    </Drawer>
  );
}

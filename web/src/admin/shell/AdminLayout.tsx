import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import Layout from 'antd/es/layout';
import Menu from 'antd/es/menu';
import Drawer from 'antd/es/drawer';
import Breadcrumb from 'antd/es/breadcrumb';
import Dropdown from 'antd/es/dropdown';
import Avatar from 'antd/es/avatar';
import Grid from 'antd/es/grid';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import MenuFoldOutlined from '@ant-design/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/MenuUnfoldOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { ThemeToggle } from '@/features/theme/ThemeToggle';
import { useUserStore } from '@/features/user/userStore';
import { openPage } from '@/lib/openPage';
import { ADMIN_AREAS, ADMIN_BASE, adminPath, areaOf } from './adminNav';
import { AREA_ICONS } from './areaIcons';
import styles from './AdminShell.module.css';

const menuItems = ADMIN_AREAS.map((area) => ({ key: area.key, icon: AREA_ICONS[area.key], label: area.label }));

function SideMenu({ selected, onPick }: { selected: string; onPick: () => void }) {
  const navigate = useNavigate();
  return (
    <Menu
      mode="inline"
      selectedKeys={[selected]}
      items={menuItems}
      onClick={({ key }) => {
        const area = ADMIN_AREAS.find((a) => a.key === key);
        if (area) navigate(adminPath(area.path));
        onPick();
      }}
    />
  );
}

/**
 * The console's frame: a collapsible side menu (a drawer below the lg breakpoint, so 390 px phones
 * get the whole width for content), a header with breadcrumb, theme toggle, "view site" and the
 * admin's menu.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();
  const narrow = screens.lg === false;
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const user = useUserStore((s) => s.userInfo);
  const area = areaOf(pathname);

  useEffect(() => {
    document.title = `${area.label} - 后台管理`;
  }, [area.label]);

  const brand = (
    <Link to={ADMIN_BASE} className={styles.brand}>
      {collapsed && !narrow ? '后台' : '后台管理'}
    </Link>
  );

  const logout = () => {
    useUserStore.getState().logout();
    // The site is another page: its own 退出成功 would not survive the load, so none is shown here.
    openPage('/home');
  };

  return (
    <Layout className={styles.root}>
      {!narrow && (
        <Layout.Sider collapsible collapsed={collapsed} onCollapse={setCollapsed} trigger={null} width={208} className={styles.sider} theme="light">
          {brand}
          <SideMenu selected={area.key} onPick={() => undefined} />
        </Layout.Sider>
      )}
      {narrow && (
        <Drawer placement="left" open={drawerOpen} onClose={() => setDrawerOpen(false)} size={240} title="后台管理" styles={{ body: { padding: 0 } }}>
          <SideMenu selected={area.key} onPick={() => setDrawerOpen(false)} />
        </Drawer>
      )}
      <Layout>
        <Layout.Header className={styles.header}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={narrow ? '打开菜单' : collapsed ? '展开菜单' : '收起菜单'}
            onClick={() => (narrow ? setDrawerOpen(true) : setCollapsed(!collapsed))}
          >
            {narrow ? <MenuOutlined /> : collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          </button>
          <Breadcrumb
            className={styles.breadcrumb}
            items={[{ title: <Link to={ADMIN_BASE}>控制台</Link> }, ...(area.path ? [{ title: area.label }] : [])]}
          />
          <div className={styles.headerActions}>
            <a href="/home" className={styles.viewSite} title="查看网站">
              <HomeOutlined aria-hidden /> <span className={styles.viewSiteText}>查看网站</span>
            </a>
            <ThemeToggle className={styles.iconButton} />
            <Dropdown menu={{ items: [{ key: 'logout', label: '退出登录', onClick: logout }] }} trigger={['click']}>
              <button type="button" className={styles.userButton} aria-label="管理员菜单">
                <Avatar size={28} src={user?.avatar || undefined} icon={<UserOutlined />} />
                <span className={styles.userName}>{user?.nick_name}</span>
              </button>
            </Dropdown>
          </div>
        </Layout.Header>
        <Layout.Content className={styles.content}>{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}

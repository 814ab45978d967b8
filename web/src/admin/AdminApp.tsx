import { Suspense } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import Spin from 'antd/es/spin';
import { USER_ROLE } from '@blog/contract';
import { lazyPage } from '@/lib/lazyPage';
import { PageBoundary } from '@/components/PageBoundary';
import { selectLoggedIn, useUserStore } from '@/features/user/userStore';
import { AdminLayout } from './shell/AdminLayout';
import { AdminRefusal } from './shell/AdminRefusal';
import { AdminNotFound } from './shell/AdminNotFound';

import ArticleListPage from './articles/ArticleListPage';
import RecycleBinPage from './articles/RecycleBinPage';
import CategoriesPage from './taxonomy/CategoriesPage';
import TagsPage from './taxonomy/TagsPage';
import TalkAdminPage from './talk/TalkAdminPage';
import AlbumsPage from './photos/AlbumsPage';
import AlbumPhotosPage from './photos/AlbumPhotosPage';
import CommentsPage from './comments/CommentsPage';
import GuestbookPage from './guestbook/GuestbookPage';
import LinksAdminPage from './links/LinksAdminPage';
import UsersAdminPage from './users/UsersAdminPage';
import ChatAdminPage from './chat/ChatAdminPage';
import BannersPage from './banners/BannersPage';
import SettingsPage from './settings/SettingsPage';
import NotifySettingsPage from './notify/NotifySettingsPage';
import OutboxPage from './notify/OutboxPage';
import SongsPage from './music/SongsPage';
import PlaylistsPage from './music/PlaylistsPage';
import PlaylistSongsPage from './music/PlaylistSongsPage';
import ResourcesPage from './resources/ResourcesPage';
import SensitiveWordsPage from './words/SensitiveWordsPage';
import DataToolsPage from './portability/DataToolsPage';
import StoragePage from './storage/StoragePage';
import RedirectsPage from './redirects/RedirectsPage';
import SitePagesPage from './sitePages/SitePagesPage';
import SiteMenuPage from './sitePages/SiteMenuPage';

// The two heavy screens load on their own (ECharts; the Markdown editor with CodeMirror); the
// other screens are light and come with the shell.
const DashboardPage = lazyPage(() => import('./dashboard/DashboardPage'));
const ArticleEditorPage = lazyPage(() => import('./articles/ArticleEditorPage'));

/** Paths relative to /admin (main.tsx mounts the console on /admin/*). */
const ADMIN_ROUTES: RouteObject[] = [
  { index: true, element: <DashboardPage /> },
  { path: 'articles', element: <ArticleListPage /> },
  { path: 'articles/new', element: <ArticleEditorPage /> },
  { path: 'articles/:id/edit', element: <ArticleEditorPage /> },
  { path: 'articles/recycle', element: <RecycleBinPage /> },
  { path: 'categories', element: <CategoriesPage /> },
  { path: 'tags', element: <TagsPage /> },
  { path: 'talk', element: <TalkAdminPage /> },
  { path: 'albums', element: <AlbumsPage /> },
  { path: 'albums/:id', element: <AlbumPhotosPage /> },
  { path: 'comments', element: <CommentsPage /> },
  { path: 'guestbook', element: <GuestbookPage /> },
  { path: 'links', element: <LinksAdminPage /> },
  { path: 'users', element: <UsersAdminPage /> },
  { path: 'chat', element: <ChatAdminPage /> },
  { path: 'banners', element: <BannersPage /> },
  { path: 'settings', element: <SettingsPage /> },
  { path: 'settings/notify', element: <NotifySettingsPage /> },
  { path: 'outbox', element: <OutboxPage /> },
  { path: 'storage', element: <StoragePage /> },
  { path: 'music', element: <SongsPage /> },
  { path: 'playlists', element: <PlaylistsPage /> },
  { path: 'playlists/:id', element: <PlaylistSongsPage /> },
  { path: 'resources', element: <ResourcesPage /> },
  { path: 'words', element: <SensitiveWordsPage /> },
  { path: 'pages', element: <SitePagesPage /> },
  { path: 'menu', element: <SiteMenuPage /> },
  { path: 'redirects', element: <RedirectsPage /> },
  { path: 'data', element: <DataToolsPage /> },
  { path: '*', element: <AdminNotFound /> },
];

function AdminRoutes() {
  return useRoutes(ADMIN_ROUTES);
}

/**
 * The admin console (DESIGN.md §8), the page admin.html serves for /admin/*: visitors never download it.
 * The role shown here only decides what the console renders; the server checks the database role
 * on every admin call whatever the client believes.
 */
export default function AdminApp() {
  const loggedIn = useUserStore(selectLoggedIn);
  const role = useUserStore((s) => s.userInfo?.role);
  const { pathname } = useLocation();
  if (!loggedIn || role !== USER_ROLE.admin) return <AdminRefusal loggedIn={loggedIn} />;

  // A screen that cannot load (server down, new build) says so in place; the menu stays usable.
  return (
    <AdminLayout>
      <PageBoundary resetKey={pathname}>
        <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '80px auto' }} />}>
          <AdminRoutes />
        </Suspense>
      </PageBoundary>
    </AdminLayout>
  );
}

import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import Spin from 'antd/es/spin';
import { USER_ROLE } from '@blog/contract';
import { lazyPage } from '@/app/lazyPage';
import { selectLoggedIn, useUserStore } from '@/features/user/userStore';
import { AdminLayout } from './shell/AdminLayout';
import { AdminRefusal } from './shell/AdminRefusal';
import { AdminNotFound } from './shell/AdminNotFound';

const DashboardPage = lazyPage(() => import('./dashboard/DashboardPage'));
const ArticleListPage = lazyPage(() => import('./articles/ArticleListPage'));
const ArticleEditorPage = lazyPage(() => import('./articles/ArticleEditorPage'));
const RecycleBinPage = lazyPage(() => import('./articles/RecycleBinPage'));
const CategoriesPage = lazyPage(() => import('./taxonomy/CategoriesPage'));
const TagsPage = lazyPage(() => import('./taxonomy/TagsPage'));
const TalkAdminPage = lazyPage(() => import('./talk/TalkAdminPage'));
const AlbumsPage = lazyPage(() => import('./photos/AlbumsPage'));
const AlbumPhotosPage = lazyPage(() => import('./photos/AlbumPhotosPage'));
const BannersPage = lazyPage(() => import('./banners/BannersPage'));
const SettingsPage = lazyPage(() => import('./settings/SettingsPage'));

/**
 * The admin console (DESIGN.md §8), one lazy chunk behind /admin/*: visitors never download it.
 * The role shown here only decides what the console renders; the server checks the database role
 * on every admin call whatever the client believes.
 */
export default function AdminApp() {
  const loggedIn = useUserStore(selectLoggedIn);
  const role = useUserStore((s) => s.userInfo?.role);
  if (!loggedIn || role !== USER_ROLE.admin) return <AdminRefusal loggedIn={loggedIn} />;

  return (
    <AdminLayout>
      <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '80px auto' }} />}>
        <Routes>
          <Route index element={<DashboardPage />} />
          <Route path="articles" element={<ArticleListPage />} />
          <Route path="articles/new" element={<ArticleEditorPage />} />
          <Route path="articles/:id/edit" element={<ArticleEditorPage />} />
          <Route path="articles/recycle" element={<RecycleBinPage />} />
          <Route path="categories" element={<CategoriesPage />} />
          <Route path="tags" element={<TagsPage />} />
          <Route path="talk" element={<TalkAdminPage />} />
          <Route path="albums" element={<AlbumsPage />} />
          <Route path="albums/:id" element={<AlbumPhotosPage />} />
          <Route path="banners" element={<BannersPage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="*" element={<AdminNotFound />} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}

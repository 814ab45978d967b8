import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Layout } from './layout/Layout';
import { lazyNamed, lazyPage } from './lazyPage';

const HomePage = lazyPage(() => import('@/features/article/pages/HomePage'));
const ArchivesPage = lazyPage(() => import('@/features/article/pages/ArchivesPage'));
const CategoryPage = lazyPage(() => import('@/features/article/pages/CategoryPage'));
const TagPage = lazyPage(() => import('@/features/article/pages/TagPage'));
const ArticleListPage = lazyPage(() => import('@/features/article/pages/ArticleListPage'));
const ArticleDetailPage = lazyPage(() => import('@/features/article/pages/ArticleDetailPage'));
const NotFoundPage = lazyPage(() => import('@/features/placeholder/NotFoundPage'));
const UserCenterPage = lazyPage(() => import('@/features/user/UserCenterPage'));
const ChatPage = lazyPage(() => import('@/features/chat/components/ChatPage'));

const placeholders = () => import('@/features/placeholder/pages');
const PhotoAlbumPage = lazyNamed(placeholders, 'PhotoAlbumPage');
const PhotosPage = lazyNamed(placeholders, 'PhotosPage');
const TalkPage = lazyNamed(placeholders, 'TalkPage');
const LinkListPage = lazyNamed(placeholders, 'LinkListPage');
const FrontResourcesPage = lazyNamed(placeholders, 'FrontResourcesPage');
const BackResourcesPage = lazyNamed(placeholders, 'BackResourcesPage');
const SiteListPage = lazyNamed(placeholders, 'SiteListPage');
const MessageListPage = lazyNamed(placeholders, 'MessageListPage');
const MessagePublishPage = lazyNamed(placeholders, 'MessagePublishPage');
const MessageDetailPage = lazyNamed(placeholders, 'MessageDetailPage');

/** Every route of SPEC.md §2, each page in its own chunk. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { path: 'home', element: <HomePage /> },
      { path: 'archives', element: <ArchivesPage /> },
      { path: 'category', element: <CategoryPage /> },
      { path: 'tag', element: <TagPage /> },
      { path: 'articleList', element: <ArticleListPage /> },
      { path: 'article', element: <ArticleDetailPage /> },
      { path: 'photoAlbum', element: <PhotoAlbumPage /> },
      { path: 'photos', element: <PhotosPage /> },
      { path: 'talk', element: <TalkPage /> },
      { path: 'link/list', element: <LinkListPage /> },
      { path: 'resources/front', element: <FrontResourcesPage /> },
      { path: 'resources/back', element: <BackResourcesPage /> },
      { path: 'siteList', element: <SiteListPage /> },
      { path: 'userCenter', element: <UserCenterPage /> },
      { path: 'message/list', element: <MessageListPage /> },
      { path: 'message/publish', element: <MessagePublishPage /> },
      { path: 'message/detail', element: <MessageDetailPage /> },
      { path: 'message/chat', element: <ChatPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

import { Navigate, type RouteObject } from 'react-router';
import { Layout } from './layout/Layout';
import { lazyNamed, lazyPage } from '@/lib/lazyPage';
import { MessageListRoute } from '@/features/message/keepAlive/KeptAliveMessageList';

const HomePage = lazyPage(() => import('@/features/article/pages/HomePage'));
const ArchivesPage = lazyPage(() => import('@/features/article/pages/ArchivesPage'));
const CategoryPage = lazyPage(() => import('@/features/article/pages/CategoryPage'));
const TagPage = lazyPage(() => import('@/features/article/pages/TagPage'));
const ArticleListPage = lazyPage(() => import('@/features/article/pages/ArticleListPage'));
const ArticleDetailPage = lazyPage(() => import('@/features/article/pages/ArticleDetailPage'));
const PreviewPage = lazyPage(() => import('@/features/article/pages/PreviewPage'));
const NotFoundPage = lazyPage(() => import('@/features/notFound/NotFoundPage'));
const UserCenterPage = lazyPage(() => import('@/features/user/UserCenterPage'));
const ChatPage = lazyPage(() => import('@/features/chat/components/ChatPage'));
const TalkPage = lazyPage(() => import('@/features/talk/TalkPage'));
const PhotoAlbumPage = lazyPage(() => import('@/features/photo/PhotoAlbumPage'));
const PhotosPage = lazyPage(() => import('@/features/photo/PhotosPage'));

const LinkListPage = lazyPage(() => import('@/features/links/LinkListPage'));
const FrontResourcesPage = lazyNamed(() => import('@/features/resource/pages'), 'FrontResourcesPage');
const BackResourcesPage = lazyNamed(() => import('@/features/resource/pages'), 'BackResourcesPage');
const SiteListPage = lazyNamed(() => import('@/features/resource/pages'), 'SiteListPage');
const MessagePublishPage = lazyPage(() => import('@/features/message/pages/MessagePublishPage'));
const MessageDetailPage = lazyPage(() => import('@/features/message/pages/MessageDetailPage'));
const SitePageView = lazyPage(() => import('@/features/sitePage/SitePageView'));

/** Every route of SPEC.md §2, each page in its own chunk. (/admin is the console's own page: admin.html.) */
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
      // An article's readable (canonical) address; /article?id=N stays for old links and the original client.
      { path: 'post/:slug', element: <ArticleDetailPage /> },
      // 分享预览: an unpublished article behind a link of the console's (server: modules/preview).
      { path: 'preview/:token', element: <PreviewPage /> },
      // A page of one's own (关于, 留言须知…), arranged in the console's 页面.
      { path: 'page/:slug', element: <SitePageView /> },
      { path: 'photoAlbum', element: <PhotoAlbumPage /> },
      { path: 'photos', element: <PhotosPage /> },
      { path: 'talk', element: <TalkPage /> },
      { path: 'link/list', element: <LinkListPage /> },
      { path: 'resources/front', element: <FrontResourcesPage /> },
      { path: 'resources/back', element: <BackResourcesPage /> },
      { path: 'siteList', element: <SiteListPage /> },
      { path: 'userCenter', element: <UserCenterPage /> },
      // The page itself is rendered (and kept alive) by the layout: see KeptAliveMessageList.
      { path: 'message/list', element: <MessageListRoute /> },
      { path: 'message/publish', element: <MessagePublishPage /> },
      { path: 'message/detail', element: <MessageDetailPage /> },
      { path: 'message/chat', element: <ChatPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

import { PlaceholderPage } from './PlaceholderPage';

/** Pages of later issues, each a clear placeholder until built. */
export const PhotoAlbumPage = () => <PlaceholderPage title="相册" route="photoAlbum" />;
export const PhotosPage = () => <PlaceholderPage title="图库" route="photos" />;
export const TalkPage = () => <PlaceholderPage title="说说" route="talk" />;
export const LinkListPage = () => <PlaceholderPage title="友链" route="link" />;
export const FrontResourcesPage = () => <PlaceholderPage title="前端推荐" route="resources" />;
export const BackResourcesPage = () => <PlaceholderPage title="后端推荐" route="resources" />;
export const SiteListPage = () => <PlaceholderPage title="网站导航" route="siteList" />;
export const UserCenterPage = () => <PlaceholderPage title="个人中心" route="userCenter" />;
export const MessageListPage = () => <PlaceholderPage title="留言" route="message" />;
export const MessagePublishPage = () => <PlaceholderPage title="发布留言" route="messagePublish" />;
export const MessageDetailPage = () => <PlaceholderPage title="留言详情" route="messageDetail" />;
export const ChatPage = () => <PlaceholderPage title="聊天室" route="chat" />;

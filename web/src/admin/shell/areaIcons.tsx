import type { ReactNode } from 'react';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import FileOutlined from '@ant-design/icons/FileOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import FolderOutlined from '@ant-design/icons/FolderOutlined';
import TagsOutlined from '@ant-design/icons/TagsOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import ShareAltOutlined from '@ant-design/icons/ShareAltOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import WechatOutlined from '@ant-design/icons/WechatOutlined';
import BgColorsOutlined from '@ant-design/icons/BgColorsOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import CommentOutlined from '@ant-design/icons/CommentOutlined';
import FormOutlined from '@ant-design/icons/FormOutlined';
import CustomerServiceOutlined from '@ant-design/icons/CustomerServiceOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import DatabaseOutlined from '@ant-design/icons/DatabaseOutlined';
import HddOutlined from '@ant-design/icons/HddOutlined';
import NodeIndexOutlined from '@ant-design/icons/NodeIndexOutlined';
import BellOutlined from '@ant-design/icons/BellOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';

export const AREA_ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  articles: <FileTextOutlined />,
  recycle: <DeleteOutlined />,
  categories: <FolderOutlined />,
  tags: <TagsOutlined />,
  talk: <MessageOutlined />,
  photos: <PictureOutlined />,
  comments: <CommentOutlined />,
  guestbook: <FormOutlined />,
  links: <ShareAltOutlined />,
  users: <TeamOutlined />,
  chat: <WechatOutlined />,
  banners: <BgColorsOutlined />,
  settings: <SettingOutlined />,
  notify: <BellOutlined />,
  outbox: <MailOutlined />,
  music: <CustomerServiceOutlined />,
  playlists: <UnorderedListOutlined />,
  resources: <LinkOutlined />,
  words: <StopOutlined />,
  storage: <HddOutlined />,
  sitePages: <FileOutlined />,
  siteMenu: <MenuOutlined />,
  redirects: <NodeIndexOutlined />,
  data: <DatabaseOutlined />,
};

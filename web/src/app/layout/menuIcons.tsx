import type { ComponentType } from 'react';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import BookOutlined from '@ant-design/icons/BookOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import CommentOutlined from '@ant-design/icons/CommentOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import HeartOutlined from '@ant-design/icons/HeartOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import InfoCircleOutlined from '@ant-design/icons/InfoCircleOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import StarOutlined from '@ant-design/icons/StarOutlined';
import TagsOutlined from '@ant-design/icons/TagsOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import type { MenuIcon } from '@blog/contract';

/** The icons a menu item may carry (contract MENU_ICONS), from the header's @ant-design/icons set. */
export const MENU_ICON_COMPONENTS: Record<MenuIcon, ComponentType<{ className?: string; 'aria-hidden'?: boolean }>> = {
  home: HomeOutlined,
  clock: ClockCircleOutlined,
  appstore: AppstoreOutlined,
  tags: TagsOutlined,
  picture: PictureOutlined,
  comment: CommentOutlined,
  link: LinkOutlined,
  message: MessageOutlined,
  file: FileTextOutlined,
  star: StarOutlined,
  user: UserOutlined,
  book: BookOutlined,
  global: GlobalOutlined,
  heart: HeartOutlined,
  info: InfoCircleOutlined,
};

/** One menu icon; its own chunk, loaded only by a menu that has icons (the default one has none). */
export default function MenuIconView({ name }: { name: MenuIcon }) {
  const Icon = MENU_ICON_COMPONENTS[name];
  return <Icon className="nav-menu__icon" aria-hidden />;
}

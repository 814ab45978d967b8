import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons/InfoCircleFilled';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import type { ArgsProps as MessageArgs, MessageInstance, MessageType, NoticeType } from 'antd/es/message/interface';
import type { ArgsProps as NotificationArgs, IconType, NotificationInstance } from 'antd/es/notification/interface';
import { messageApi, notificationApi } from './toastArgs';

/*
 * antd's toasts show a type icon whose screen-reader label is the icon's English name
 * ("check-circle", "close-circle"), read before the Chinese text. The same icons, hidden from
 * screen readers: the words of the toast say everything. (antd already loads these icons.)
 */
const TYPE_ICONS = {
  success: CheckCircleFilled,
  info: InfoCircleFilled,
  warning: ExclamationCircleFilled,
  error: CloseCircleFilled,
  loading: LoadingOutlined,
} as const;

function silentIcon(type: NoticeType) {
  const Icon = TYPE_ICONS[type];
  return <Icon aria-hidden />;
}

/** The same message API; every toast with a type wears the silent icon unless it brings its own. */
export function withSilentMessageIcons(api: MessageInstance): MessageInstance {
  const open = (config: MessageArgs): MessageType => api.open(config.type && config.icon === undefined ? { ...config, icon: silentIcon(config.type) } : config);
  return messageApi(open, (key) => api.destroy(key));
}

/**
 * antd colours a notification's type icon through a class it adds only to its own icons; the
 * silent one gets the same class, so it looks the same.
 */
const NOTICE_ICON_CLASS = (type: IconType) => `ant-notification-notice-icon-${type}`;

/** The same notification API, with silent type icons. */
export function withSilentNotificationIcons(api: NotificationInstance): NotificationInstance {
  const open = (config: NotificationArgs) => {
    const { type, classNames = {} } = config;
    // A caller's own icon, or class names computed by a function, are left as they are.
    if (!type || config.icon !== undefined || typeof classNames === 'function') return api.open(config);
    return api.open({
      ...config,
      icon: silentIcon(type),
      classNames: { ...classNames, icon: [classNames.icon, NOTICE_ICON_CLASS(type)].filter(Boolean).join(' ') },
    });
  };
  return notificationApi(open, (key) => api.destroy(key));
}

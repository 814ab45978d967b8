import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import type { ConfigProviderProps } from 'antd/es/config-provider';

/*
 * antd's own icons carry their English name as a screen-reader label ("close", "down",
 * "loading"). Where they sit inside a control that has its own Chinese name (关闭, the select's
 * value) or only decorate, the same icons hidden from screen readers replace them. All of them
 * are already loaded by antd's toasts and the header, so the first load does not grow.
 */
const closeIcon = <CloseOutlined aria-hidden />;

export const SILENT_ANTD_ICONS = {
  modal: { closeIcon },
  drawer: { closeIcon },
  notification: { closeIcon },
  // The viewer's close button has no name of its own: its icon names it.
  image: { preview: { closeIcon: <CloseOutlined aria-label="关闭" /> } },
  button: { loadingIcon: <LoadingOutlined aria-hidden /> },
  select: {
    suffixIcon: <DownOutlined aria-hidden />,
    clearIcon: <CloseCircleFilled aria-hidden />,
    removeIcon: <CloseOutlined aria-hidden />,
    loadingIcon: <LoadingOutlined aria-hidden />,
  },
} satisfies Pick<ConfigProviderProps, 'modal' | 'drawer' | 'notification' | 'image' | 'button' | 'select'>;

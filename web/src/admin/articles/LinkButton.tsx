import { useHref, useLinkClickHandler } from 'react-router';
import Button from 'antd/es/button';
import type { ButtonProps } from 'antd/es/button';

/**
 * An antd button that is a real link (one focus stop, opens in a new tab with Ctrl/⌘-click) and
 * navigates inside the app; a <Link> wrapped around a <Button> would nest two interactive elements.
 */
export function LinkButton({ to, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLElement>(to);
  return <Button {...props} href={href} onClick={onClick} />;
}

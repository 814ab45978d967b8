import { Suspense, useEffect, useId, useRef, useState } from 'react';
import type { MenuIcon } from '@blog/contract';
import { lazyChunk } from '@/lib/lazyChunk';
import { Link, useLocation } from 'react-router';
import DownOutlined from '@ant-design/icons/DownOutlined';
import { isActiveLink, type NavEntry } from './menuItems';
import { useLogout } from '@/features/user/useLogout';
import { clearNoticesForMenu } from '@/lib/clearNoticesForMenu';
import { openLogin } from '@/lib/loginEntry';
import { InitialAvatar } from '@/components/InitialAvatar';
import './NavMenu.css';

// Only a menu with icons (the blogger's own) loads them: the default header stays as light as it was.
const MenuIconView = lazyChunk(() => import('./menuIcons'));

function ItemIcon({ name }: { name?: MenuIcon | '' }) {
  if (!name) return null;
  return (
    <Suspense fallback={<span className="nav-menu__icon" aria-hidden="true" />}>
      <MenuIconView name={name} />
    </Suspense>
  );
}

interface NavMenuProps {
  entries: NavEntry[];
  /** Horizontal bar with a dropdown (desktop) or a vertical list with the group open (drawer). */
  layout: 'horizontal' | 'vertical';
  /** Called after any item is chosen (the drawer closes itself). */
  onNavigate?: () => void;
}

function NavItem({ entry, layout, onNavigate }: { entry: NavEntry; layout: NavMenuProps['layout']; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  switch (entry.kind) {
    case 'link': {
      const active = isActiveLink(entry.to, pathname);
      return (
        <Link
          to={entry.to}
          className={`nav-menu__link${active ? ' nav-menu__link--active' : ''}`}
          aria-current={active ? 'page' : undefined}
          onClick={onNavigate}
        >
          <ItemIcon name={entry.icon} />
          {entry.text}
        </Link>
      );
    }
    case 'external':
      return (
        <a className="nav-menu__link" href={entry.href} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
          <ItemIcon name={entry.icon} />
          {entry.text}
        </a>
      );
    case 'page':
      return (
        <a className="nav-menu__link" href={entry.href} onClick={onNavigate}>
          {entry.text}
        </a>
      );
    case 'login':
      return <ActionItem text={entry.text} onNavigate={onNavigate} action={openLogin} />;
    case 'logout':
      return <LogoutItem text={entry.text} onNavigate={onNavigate} />;
    case 'group':
      return <NavGroup entry={entry} layout={layout} onNavigate={onNavigate} />;
  }
}

/** A menu entry that does something rather than going somewhere. */
function ActionItem({ text, onNavigate, action }: { text: string; onNavigate?: () => void; action: () => void }) {
  return (
    <button
      type="button"
      className="nav-menu__link nav-menu__button"
      onClick={() => {
        onNavigate?.();
        action();
      }}
    >
      {text}
    </button>
  );
}

function LogoutItem({ text, onNavigate }: { text: string; onNavigate?: () => void }) {
  const logout = useLogout();
  return <ActionItem text={text} onNavigate={onNavigate} action={logout} />;
}

/** 更多: a disclosure button; opens on hover or click, closes on Escape, outside click or leaving focus. */
function NavGroup({
  entry,
  layout,
  onNavigate,
}: {
  entry: Extract<NavEntry, { kind: 'group' }>;
  layout: NavMenuProps['layout'];
  onNavigate?: () => void;
}) {
  const vertical = layout === 'vertical';
  const [open, setOpen] = useState(vertical);
  const listId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const openedByHover = useRef(false);
  const { pathname } = useLocation();
  const containsActive = entry.children.some((child) => child.kind === 'link' && isActiveLink(child.to, pathname));

  useEffect(() => {
    if (open && !vertical) clearNoticesForMenu();
  }, [open, vertical]);

  useEffect(() => {
    if (!open || vertical) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, vertical]);

  const close = () => {
    if (!vertical) setOpen(false);
    onNavigate?.();
  };

  return (
    <li
      ref={rootRef}
      className={`nav-menu__group${open ? ' nav-menu__group--open' : ''}`}
      onMouseEnter={
        vertical
          ? undefined
          : () => {
              openedByHover.current = true;
              setOpen(true);
            }
      }
      onMouseLeave={
        vertical
          ? undefined
          : () => {
              openedByHover.current = false;
              setOpen(false);
            }
      }
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !vertical) {
          setOpen(false);
          rootRef.current?.querySelector('button')?.focus();
        }
      }}
      onBlur={(event) => {
        if (!vertical && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        className={`nav-menu__link nav-menu__button${containsActive ? ' nav-menu__link--active' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          // A mouse user's click lands right after hovering opened the menu: keep it open then.
          if (openedByHover.current) {
            openedByHover.current = false;
            setOpen(true);
          } else setOpen((was) => !was);
        }}
      >
        {entry.avatar !== undefined ? <InitialAvatar src={entry.avatar} name={entry.text} /> : <ItemIcon name={entry.icon} />}
        {entry.text}
        <DownOutlined className="nav-menu__caret" aria-hidden="true" />
      </button>
      <ul id={listId} className="nav-menu__sub" hidden={!open}>
        {entry.children.map((child) => (
          <li key={child.text}>
            <NavItem entry={child} layout={layout} onNavigate={close} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The site menu as plain links: keyboard and screen-reader friendly, and light to load. */
export function NavMenu({ entries, layout, onNavigate }: NavMenuProps) {
  return (
    <ul className={`nav-menu nav-menu--${layout}`}>
      {entries.map((entry) =>
        entry.kind === 'group' ? (
          <NavGroup key={entry.text} entry={entry} layout={layout} onNavigate={onNavigate} />
        ) : (
          <li key={entry.text}>
            <NavItem entry={entry} layout={layout} onNavigate={onNavigate} />
          </li>
        ),
      )}
    </ul>
  );
}

import { useState } from 'react';
import './InitialAvatar.css';

interface Props {
  /** The picture's address; '' (or one that fails to load) shows the name's first character. */
  src: string;
  name: string;
  /** Diameter in px. */
  size?: number;
  className?: string;
}

/**
 * A person's round picture, or the first character of their name on the theme colour when they
 * have none (the header's user menu, the chat room). Decorative: the name is always written beside it.
 */
export function InitialAvatar({ src, name, size = 24, className = '' }: Props) {
  const [broken, setBroken] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: Math.round(size / 2) };
  if (!src || broken === src) {
    return (
      <span className={`initial-avatar initial-avatar--letter ${className}`} style={style} aria-hidden="true">
        {Array.from(name.trim())[0] ?? '我'}
      </span>
    );
  }
  return <img className={`initial-avatar ${className}`} style={style} src={src} alt="" width={size} height={size} onError={() => setBroken(src)} />;
}

import { useEffect, useRef, useState, type ReactNode } from 'react';

interface WhenNearViewportProps {
  children: ReactNode;
  /** Shown, and watched, until the visitor scrolls within `margin` of it. */
  placeholder: ReactNode;
  /** How far ahead of the screen the content starts to load (CSS lengths, as IntersectionObserver's rootMargin). */
  margin?: string;
}

/**
 * Mounts its children when the visitor comes near them: what sits below a long article (its
 * comments) costs nothing to readers who never get there, and does not compete with the text for
 * the first seconds of a visit. Browsers without IntersectionObserver mount at once.
 */
export function WhenNearViewport({ children, placeholder, margin = '600px 0px' }: WhenNearViewportProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  if (near) return <>{children}</>;
  return <div ref={anchor}>{placeholder}</div>;
}

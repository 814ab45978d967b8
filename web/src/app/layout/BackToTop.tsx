import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import RocketOutlined from '@ant-design/icons/RocketOutlined';
import { LIMITS } from '@blog/contract';
import { throttle } from '@/lib/debounce';
import './BackToTop.css';

/** Rocket button shown after 200 px of scrolling; hidden on / (SPEC.md §2). */
export function BackToTop() {
  const { pathname } = useLocation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = throttle(() => setVisible(window.scrollY > LIMITS.backToTopPx), 100);
    // Read the position in the next frame, where the layout is up to date anyway: read during the
    // app's first commit it would force a layout of the whole page inside that long task.
    const firstCheck = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(firstCheck);
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  if (pathname === '/' || !visible) return null;
  return (
    <button
      type="button"
      className="floating-button back-to-top"
      aria-label="回到顶部"
      title="回到顶部"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      {/* The rocket as an icon: desktops without a colour-emoji font drew the 🚀 emoji as an empty box. */}
      <RocketOutlined aria-hidden="true" />
    </button>
  );
}

import { useEffect, useState } from 'react';
import styles from './TypingText.module.css';

interface TypingTextProps {
  text: string;
  /** Milliseconds per character. */
  speed?: number;
  className?: string;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * Types the text out once, in a box already as large as the whole text. Screen readers get the whole sentence at once from a hidden copy,
 * and readers who asked for reduced motion see it immediately.
 */
export function TypingText({ text, speed = 120, className }: TypingTextProps) {
  const [shown, setShown] = useState(() => (prefersReducedMotion() ? text.length : 0));

  useEffect(() => {
    if (prefersReducedMotion()) {
      setShown(text.length);
      return;
    }
    setShown(0);
    const chars = Array.from(text).length;
    const timer = window.setInterval(() => {
      setShown((n) => {
        if (n >= chars) {
          window.clearInterval(timer);
          return n;
        }
        return n + 1;
      });
    }, speed);
    return () => window.clearInterval(timer);
  }, [text, speed]);

  const visible = Array.from(text).slice(0, shown).join('');
  // The invisible full copy holds the final size from the start, so the centred banner
  // around it does not move while the characters appear.
  return (
    <span className={`${styles.box}${className ? ` ${className}` : ''}`}>
      <span className={styles.srOnly}>{text}</span>
      <span aria-hidden className={styles.reserve}>
        {text}
        <span className={styles.caretSlot}>|</span>
      </span>
      <span aria-hidden className={styles.typed}>
        {visible}
        <span className={styles.caret}>|</span>
      </span>
    </span>
  );
}

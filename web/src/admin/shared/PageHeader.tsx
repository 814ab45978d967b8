import type { ReactNode } from 'react';
import styles from './ListPage.module.css';

/** A console page's title with its actions (the buttons, links) on the right. */
export function PageHeader({ title, crowded = false, children }: { title: ReactNode; crowded?: boolean; children?: ReactNode }) {
  return (
    <div className={crowded ? `${styles.head} ${styles.crowded}` : styles.head}>
      <h1 className={styles.heading}>{title}</h1>
      {children}
    </div>
  );
}

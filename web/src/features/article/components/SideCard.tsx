import type { ReactNode } from 'react';
import styles from './SideCard.module.css';

interface SideCardProps {
  title: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
}

export function SideCard({ title, icon, children }: SideCardProps) {
  return (
    <section className={styles.card}>
      <h2 className={styles.title}>
        {icon}
        <span>{title}</span>
      </h2>
      {children}
    </section>
  );
}

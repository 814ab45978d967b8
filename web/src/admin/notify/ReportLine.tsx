import Alert from 'antd/es/alert';
import type { DeliveryReport } from '@blog/contract';
import styles from './Notify.module.css';

/** The answer of a test (mail or webhook): green with the server's words, or red with why. */
export function ReportLine({ report }: { report: DeliveryReport | null }) {
  if (!report) return null;
  return <Alert className={styles.report} type={report.ok ? 'success' : 'error'} showIcon message={report.message} role="status" />;
}

import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import {
  ORIGINAL_IMPORT_MESSAGES,
  originalAddressOf,
  type OriginalImportIssue,
  type OriginalImportReport,
  type OriginalSourceCheck,
  type OriginalTableReport,
} from '@blog/contract';
import { JobProgress } from './JobProgress';
import { checkOriginal, startOriginalImport } from './originalApi';
import { useJob } from './useJob';
import styles from './OriginalImport.module.css';

const FOUND_COLUMNS: ColumnsType<OriginalSourceCheck['tables'][number]> = [
  { title: '内容', dataIndex: 'label' },
  { title: '原站的表', dataIndex: 'table' },
  { title: '行数', dataIndex: 'rows', align: 'right' },
];

const REPORT_COLUMNS: ColumnsType<OriginalTableReport> = [
  { title: '内容', dataIndex: 'label' },
  { title: '原站的表', dataIndex: 'table' },
  { title: '读到', dataIndex: 'read', align: 'right' },
  { title: '导入', dataIndex: 'imported', align: 'right' },
  { title: '跳过', dataIndex: 'skipped', align: 'right', render: (value: number) => (value > 0 ? <strong>{value}</strong> : value) },
];

const ISSUE_COLUMNS: ColumnsType<OriginalImportIssue & { key: number }> = [
  { title: '表', dataIndex: 'table', width: 150 },
  { title: '编号', dataIndex: 'id', width: 70, render: (id: number | null) => id ?? '—' },
  {
    title: '结果',
    dataIndex: 'kind',
    width: 80,
    render: (kind: OriginalImportIssue['kind']) => (kind === 'skipped' ? <Tag color="orange">跳过</Tag> : <Tag color="blue">有改动</Tag>),
  },
  { title: '原因', dataIndex: 'reason' },
];

/** What the import did, table by table, and every row that did not come over as it was. */
function ImportReport({ report }: { report: OriginalImportReport }) {
  const { stored, missing, keptAsLinks } = report.images;
  return (
    <section className={styles.section} aria-labelledby="original-report">
      <h2 id="original-report" className={styles.title}>
        导入报告
      </h2>
      <Table rowKey="table" size="small" pagination={false} columns={REPORT_COLUMNS} dataSource={report.tables} scroll={{ x: 'max-content' }} />
      <p className={styles.hint}>
        图片：复制到本站 {stored} 张，保留原链接 {keptAsLinks} 张，上传文件夹里找不到或无法读取 {missing.length} 张。
      </p>
      {missing.length > 0 && (
        <details className={styles.details}>
          <summary>找不到的图片（保留原链接）</summary>
          <ul className={styles.list}>
            {missing.map((url) => (
              <li key={url}>{url}</li>
            ))}
          </ul>
        </details>
      )}
      {report.issues.length > 0 && (
        <>
          <h3 className={styles.subtitle}>未导入或有改动的行</h3>
          <Table
            size="small"
            columns={ISSUE_COLUMNS}
            dataSource={report.issues.map((issue, key) => ({ ...issue, key }))}
            pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
            scroll={{ x: 'max-content' }}
          />
          {report.issuesOmitted > 0 && <p className={styles.hint}>另有 {report.issuesOmitted} 条未列出。</p>}
        </>
      )}
    </section>
  );
}

/**
 * 从原站导入: the original site's MySQL/MariaDB address (kept in this form only, never shown by
 * the server), an optional uploads folder on the server, a connection check that shows what is
 * there, then the import as a job and its report.
 */
export default function OriginalImportTab() {
  const [url, setUrl] = useState('');
  const [uploadsDir, setUploadsDir] = useState('');
  const [prefixes, setPrefixes] = useState('');
  const [checking, setChecking] = useState(false);
  const [starting, setStarting] = useState(false);
  const [found, setFound] = useState<{ url: string; confirmedAddress: string; check: OriginalSourceCheck } | null>(null);
  const [modal, modalHolder] = Modal.useModal();
  const [error, setError] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const { job, lost } = useJob<OriginalImportReport>(jobId);
  const running = starting || job?.state === 'running' || (jobId !== null && job === null);
  const checked = found !== null && found.url === url.trim();

  const connect = async (target: string, confirmedAddress: string) => {
    setChecking(true);
    try {
      setFound({ url: target, confirmedAddress, check: await checkOriginal(target, confirmedAddress) });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '检查失败');
    } finally {
      setChecking(false);
    }
  };

  /**
   * The server connects to the address the admin confirms here and nowhere else: the check cannot
   * be turned into a probe of which hosts and ports answer.
   */
  const check = () => {
    setError(null);
    setFound(null);
    const target = url.trim();
    const address = originalAddressOf(target);
    if (address === null) {
      setError(ORIGINAL_IMPORT_MESSAGES.urlInvalid);
      return;
    }
    void modal.confirm({
      title: '从服务器连接这个地址？',
      content: (
        <>
          服务器将连接 <code className={styles.address}>{address}</code>，读取原站数据库里的表和行数，不写入任何东西。请确认这是你原来的博客的数据库。
        </>
      ),
      okText: '连接',
      cancelText: '取消',
      onOk: () => {
        void connect(target, address);
      },
    });
  };

  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      const uploadPrefixes = prefixes.split(/\s+/).filter(Boolean);
      const started = await startOriginalImport({
        url: url.trim(),
        confirmedAddress: found?.confirmedAddress,
        uploadsDir: uploadsDir.trim() || undefined,
        uploadPrefixes: uploadPrefixes.length > 0 ? uploadPrefixes : undefined,
      });
      setJobId(started.id);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '导入失败');
    } finally {
      setStarting(false);
    }
  };

  return (
    <div className={styles.page}>
      <Alert
        type="info"
        showIcon
        message="把原来的博客（vue3-blog 的 MySQL/MariaDB 数据库）整站搬过来"
        description="用户（原密码在第一次登录时验证）、文章、分类、标签、说说、相册、友链、留言、评论、点赞、聊天记录、站内消息、网站设置和页面背景都会导入，编号保持不变。只能导入到还没有内容的站点；导入在一个事务里完成，失败时本站不变。"
      />
      <section className={styles.section} aria-labelledby="original-source">
        <h2 id="original-source" className={styles.title}>
          原站数据库
        </h2>
        <label className={styles.field}>
          <span>数据库地址</span>
          <Input.Password
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            placeholder="mysql://用户名:密码@主机:3306/数据库名"
            autoComplete="off"
            visibilityToggle
            disabled={running}
          />
        </label>
        <label className={styles.field}>
          <span>原站上传文件夹（可选）</span>
          <Input
            value={uploadsDir}
            onChange={(event) => setUploadsDir(event.target.value)}
            placeholder="服务器上的绝对路径，例如 /home/blog/old/upload"
            disabled={running}
          />
        </label>
        <label className={styles.field}>
          <span>原站图片地址前缀（可选）</span>
          <Input
            value={prefixes}
            onChange={(event) => setPrefixes(event.target.value)}
            placeholder="例如 http://old.example.com:8888/ ，多个用空格分开"
            disabled={running}
          />
        </label>
        <p className={styles.hint}>
          填写上传文件夹时，原站自己上传的图片（地址里含 /upload/ 或 /uploads/ 的，以及以上面的前缀开头的）从这个文件夹复制到本站，文章、封面、头像、相册里的地址随之更新；找不到的保留原链接并列在报告里。不填时保留原来的链接。
        </p>
        <div className={styles.actions}>
          <Button onClick={check} loading={checking} disabled={!url.trim() || running}>
            检查连接
          </Button>
          <Button type="primary" onClick={() => void start()} loading={starting} disabled={!checked || running || job?.state === 'done'}>
            开始导入
          </Button>
        </div>
        {error && <Alert type="error" showIcon message={error} role="alert" />}
        {modalHolder}
      </section>

      {found && !jobId && (
        <section className={styles.section} aria-labelledby="original-found">
          <h2 id="original-found" className={styles.title}>
            找到的内容
          </h2>
          <p className={styles.hint}>
            数据库 {found.check.database}（{found.check.version}），共 {found.check.tables.reduce((sum, t) => sum + t.rows, 0)} 行。确认无误后点「开始导入」。
          </p>
          <Table rowKey="table" size="small" pagination={false} columns={FOUND_COLUMNS} dataSource={found.check.tables} scroll={{ x: 'max-content' }} />
        </section>
      )}

      {jobId && (
        <section className={styles.section} aria-labelledby="original-progress">
          <h2 id="original-progress" className={styles.title}>
            导入进度
          </h2>
          <JobProgress job={job} lost={lost} />
        </section>
      )}
      {job?.state === 'done' && job.report && <ImportReport report={job.report} />}
    </div>
  );
}

import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Modal from 'antd/es/modal';
import Table, { type ColumnsType } from 'antd/es/table';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import FileOutlined from '@ant-design/icons/FileOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { formatBytes, type CleanupFile, type CleanupPreview, type CleanupResult } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { formatDateTime, toastFailure } from '../shared/format';
import { previewCleanup, runCleanup } from './api';
import styles from './Storage.module.css';

const PAGE_SIZE = 20;

function Thumbnail({ file }: { file: CleanupFile }) {
  if (!file.image) return <FileOutlined className={styles.fileIcon} aria-hidden />;
  return <img className={styles.thumb} src={file.url} alt="" loading="lazy" decoding="async" width={56} height={56} />;
}

const columns: ColumnsType<CleanupFile> = [
  { title: '预览', key: 'preview', width: 72, render: (_, file) => <Thumbnail file={file} /> },
  {
    title: '文件',
    dataIndex: 'path',
    render: (_, file) => (
      <>
        <a className={styles.path} href={file.url} target="_blank" rel="noreferrer">
          {file.path}
        </a>
        {/* On a phone the size and time columns are hidden; they show under the path instead. */}
        <span className={styles.phoneMeta}>
          {formatBytes(file.size)} · {formatDateTime(file.modifiedAt)}
        </span>
      </>
    ),
  },
  { title: '大小', dataIndex: 'size', width: 100, responsive: ['md'], render: (size: number) => formatBytes(size) },
  { title: '修改时间', dataIndex: 'modifiedAt', width: 150, responsive: ['md'], render: (at: string) => formatDateTime(at) },
];

/** What the confirmed run did, with the files it left and why. */
function CleanupOutcome({ result }: { result: CleanupResult }) {
  return (
    <Alert
      type={result.kept.length > 0 ? 'info' : 'success'}
      showIcon
      message={`已删除 ${result.deleted} 个文件，释放 ${formatBytes(result.freedBytes)}`}
      description={
        result.kept.length > 0 ? (
          <>
            <p className={styles.hint}>这些文件没有删除：</p>
            <ul className={styles.keptList}>
              {result.kept.map((kept) => (
                <li key={kept.path}>
                  <span className={styles.path}>{kept.path}</span>：{kept.reason}
                </li>
              ))}
            </ul>
          </>
        ) : undefined
      }
    />
  );
}

/**
 * 清理没有用到的文件: the server lists what it would delete (nothing is deleted by looking), the
 * admin reads the list with previews, and only a confirmed run deletes — exactly the listed files
 * that nothing uses at that moment.
 */
export function CleanupPanel({ onCleaned }: { onCleaned: () => void }) {
  const [preview, setPreview] = useState<CleanupPreview | null>(null);
  const [checking, setChecking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [outcome, setOutcome] = useState<CleanupResult | null>(null);
  const [modal, modalHolder] = Modal.useModal();

  const check = async () => {
    setChecking(true);
    setOutcome(null);
    try {
      setPreview(await previewCleanup());
    } catch (error) {
      toastFailure(error, '检查失败');
    } finally {
      setChecking(false);
    }
  };

  const listedBytes = preview?.files.reduce((sum, file) => sum + file.size, 0) ?? 0;

  const remove = async (files: string[]) => {
    setDeleting(true);
    try {
      const { result, message } = await runCleanup(files);
      feedback.message.success(message);
      setOutcome(result);
      setPreview(null);
      onCleaned();
    } catch (error) {
      toastFailure(error, '删除失败');
    } finally {
      setDeleting(false);
    }
  };

  const confirmDelete = () => {
    if (!preview || preview.files.length === 0) return;
    const files = preview.files.map((file) => file.path);
    void modal.confirm({
      title: `删除这 ${files.length} 个文件？`,
      content: `共 ${formatBytes(listedBytes)}，删除后无法恢复。删除前服务器会再检查一次：这时已经有内容用到的文件不会删除。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => remove(files),
    });
  };

  return (
    <section className={styles.section} aria-labelledby="cleanup-title">
      {modalHolder}
      <h2 id="cleanup-title" className={styles.title}>
        清理没有用到的文件
      </h2>
      <p className={styles.hint}>
        列出上传文件夹里超过 {preview?.minAgeHours ?? 24} 小时没有改动、也没有任何内容用到的文件：游客上传了却没有发出的留言背景，删除的文章、说说、相册里的图片，用户换掉的旧头像……
        文章（包括回收站里的）、说说、相册、头像、网站设置、页面背景、留言、聊天、友链、资源、歌曲和歌单用到的文件都不会列出，刚上传还没保存的图片也不会。先检查，看过列表后确认才删除。
      </p>
      <div className={styles.row}>
        <Button type={preview ? 'default' : 'primary'} icon={<SearchOutlined />} loading={checking} onClick={() => void check()}>
          {preview ? '重新检查' : '检查没有用到的文件'}
        </Button>
        {preview && preview.files.length > 0 && (
          <Button danger type="primary" icon={<DeleteOutlined />} loading={deleting} onClick={confirmDelete}>
            删除这 {preview.files.length} 个文件
          </Button>
        )}
      </div>
      {outcome && <CleanupOutcome result={outcome} />}
      {preview &&
        (preview.count === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`检查了 ${preview.scanned} 个文件，没有可以清理的`} />
        ) : (
          <>
            <p className={styles.summary} role="status">
              找到 {preview.count} 个没有用到的文件，共 {formatBytes(preview.totalBytes)}（检查了 {preview.scanned} 个文件）。
              {preview.count > preview.files.length && ` 这里列出最旧的 ${preview.files.length} 个（${formatBytes(listedBytes)}），删除后再检查一次可以继续清理。`}
            </p>
            <Table<CleanupFile>
              rowKey="path"
              size="small"
              columns={columns}
              dataSource={preview.files}
              pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
            />
          </>
        ))}
    </section>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Empty from 'antd/es/empty';
import Progress from 'antd/es/progress';
import Radio from 'antd/es/radio';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import Upload from 'antd/es/upload';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { MARKDOWN_IMPORT_MAX_BYTES, MARKDOWN_IMPORT_MESSAGES, type MarkdownDuplicateMode, type MarkdownImportReport, type PermalinkRule } from '@blog/contract';
import { PermalinkRuleField, permalinkProblem } from './PermalinkRuleField';
import { JobProgress } from './JobProgress';
import { startMarkdownImport } from './markdownImportApi';
import { MarkdownImportReportView } from './MarkdownImportReportView';
import { useJob } from './useJob';

const MB = MARKDOWN_IMPORT_MAX_BYTES / 1024 / 1024;

/** What the browser can tell before sending: the server checks the content anyway. */
function zipProblem(file: File): string | null {
  if (!/\.zip$/i.test(file.name)) return MARKDOWN_IMPORT_MESSAGES.notZip;
  if (file.size > MARKDOWN_IMPORT_MAX_BYTES) return MARKDOWN_IMPORT_MESSAGES.tooLarge;
  return null;
}

/**
 * Markdown 导入: a zip of posts from Hexo, Hugo, Jekyll or Halo (or this site's export) becomes
 * articles. A preview runs the same checks and writes nothing, so the blogger sees every skipped
 * file and its reason before importing.
 */
export default function MarkdownImportTab() {
  const [file, setFile] = useState<File | null>(null);
  const [onDuplicate, setOnDuplicate] = useState<MarkdownDuplicateMode>('skip');
  const [downloadImages, setDownloadImages] = useState(false);
  const [permalink, setPermalink] = useState<PermalinkRule>({ style: 'hexo', pattern: ':year/:month/:day/:title/' });
  const ruleProblem = permalinkProblem(permalink);
  const [uploading, setUploading] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const { job, lost } = useJob<MarkdownImportReport>(jobId);
  const running = uploading !== null || job?.state === 'running' || (jobId !== null && job === null);

  async function start(dryRun: boolean) {
    if (!file || ruleProblem) return;
    setError(null);
    setJobId(null);
    setUploading(0);
    try {
      const started = await startMarkdownImport(file, { dryRun, onDuplicate, downloadImages, permalink }, setUploading);
      setJobId(started.id);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : '导入没有开始，请稍后再试');
    } finally {
      setUploading(null);
    }
  }

  const report = job?.state === 'done' ? job.report : null;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        把 Hexo、Hugo、Jekyll、Halo 或本站导出的 Markdown 文件（连同图片）打包成一个 zip 导入。标题、日期、分类、标签、封面、描述和草稿状态从文件头部读取；没有头部时用第一个「# 标题」或文件名作标题。文中引用的本地图片会上传并改写链接；Hexo/Butterfly 的标签（note、hideToggle、post_link、codeblock 等）转换为通用 Markdown。每篇文章按原博客的永久链接规则算出旧地址，导入后旧地址 301 跳到新地址，搜索排名和外部链接不丢。
      </Typography.Paragraph>
      <Upload.Dragger
        accept=".zip,application/zip"
        multiple={false}
        showUploadList={false}
        disabled={running}
        beforeUpload={(picked) => {
          const problem = zipProblem(picked);
          setError(problem);
          setFile(problem ? null : picked);
          setJobId(null);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{file ? `已选择：${file.name}` : '点击或拖入一个 zip 压缩包'}</p>
        <p className="ant-upload-hint">只支持 .zip，不超过 {MB}MB；更大的可以在服务器上用 npm run import:md 导入</p>
      </Upload.Dragger>
      <Space wrap>
        <span>同名文章：</span>
        <Radio.Group value={onDuplicate} onChange={(event) => setOnDuplicate(event.target.value as MarkdownDuplicateMode)} disabled={running}>
          <Radio value="skip">跳过</Radio>
          <Radio value="update">更新</Radio>
        </Radio.Group>
      </Space>
      <PermalinkRuleField value={permalink} onChange={setPermalink} problem={ruleProblem} disabled={running} />
      <div>
        <Checkbox checked={downloadImages} onChange={(event) => setDownloadImages(event.target.checked)} disabled={running}>
          下载外链图片
        </Checkbox>
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
          把文中和封面引用的其他网站图片（如 GitHub、CSDN 图床）下载到本站并改写链接，读者不再受外站防盗链和访问限制影响。每张不超过 5MB，只访问公网地址；下载失败的图片保持原链接，并在报告里写明原因。
        </Typography.Text>
      </div>
      <Space wrap>
        <Button onClick={() => void start(true)} disabled={!file || running || ruleProblem !== null}>
          预览（不写入）
        </Button>
        <Button type="primary" onClick={() => void start(false)} disabled={!file || running || ruleProblem !== null} loading={running}>
          开始导入
        </Button>
      </Space>
      {error && <Alert type="error" showIcon message={error} />}
      {uploading !== null && <Progress percent={uploading} status="active" format={(percent) => `上传 ${percent ?? 0}%`} />}
      {jobId && <JobProgress job={job} lost={lost} />}
      {report ? (
        <>
          <MarkdownImportReportView report={report} />
          {!report.dryRun && report.created + report.updated > 0 && <Link to="/admin/articles">到文章列表查看</Link>}
        </>
      ) : (
        !jobId && !running && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="选择压缩包后，可以先预览将要新建、更新和跳过的文件，再开始导入" />
      )}
    </Space>
  );
}

import { useEffect, useState } from 'react';
import Button from 'antd/es/button';
import InputNumber from 'antd/es/input-number';
import Popconfirm from 'antd/es/popconfirm';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Table, { type ColumnsType } from 'antd/es/table';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { BACKUP_LIMITS, formatBytes, type BackupSchedule, type BackupScheduleMode, type StoredBackup } from '@blog/contract';
import { useAsyncData } from '@/features/article/hooks/useAsyncData';
import { feedback } from '@/lib/feedback';
import { formatDateTime, toastFailure } from '../shared/format';
import { RetryResult } from '../shared/RetryResult';
import {
  deleteStoredBackup,
  downloadFreshBackup,
  downloadStoredBackup,
  getBackupSchedule,
  listStoredBackups,
  saveBackupSchedule,
} from './backupApi';
import styles from './BackupPanel.module.css';

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
const HOURS = Array.from({ length: 24 }, (_, hour) => ({ value: hour, label: `${String(hour).padStart(2, '0')}:00` }));
const MODES: { value: BackupScheduleMode; label: string }[] = [
  { value: 'off', label: '关闭' },
  { value: 'daily', label: '每天' },
  { value: 'weekly', label: '每周' },
];

/** 下载备份: the server streams a fresh backup; the browser saves it when it has arrived. */
function DownloadSection() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFreshBackup();
      feedback.message.success('备份已下载');
    } catch (error) {
      toastFailure(error, '备份下载失败');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.section}>
      <h3 className={styles.title}>下载备份</h3>
      <p className={styles.hint}>
        一个 .tar.gz 文件，包含数据库、上传的图片和文件、音乐库和站点密钥，以及记录行数和校验和的清单。生成时网站照常运行；站点较大时需要几分钟，请等下载完成。
      </p>
      <div className={styles.row}>
        <Button type="primary" icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
          {busy ? '正在生成备份…' : '下载备份'}
        </Button>
      </div>
    </section>
  );
}

function StoredSection({ version }: { version: number }) {
  const { data, failed, loading, reload } = useAsyncData(`stored-backups-${version}`, listStoredBackups);
  const [downloading, setDownloading] = useState<string | null>(null);

  const remove = async (name: string) => {
    try {
      feedback.message.success(await deleteStoredBackup(name));
    } catch (error) {
      toastFailure(error, '删除失败');
    } finally {
      reload();
    }
  };
  const download = async (name: string) => {
    setDownloading(name);
    try {
      await downloadStoredBackup(name);
    } catch (error) {
      toastFailure(error, '下载失败');
    } finally {
      setDownloading(null);
    }
  };

  const columns: ColumnsType<StoredBackup> = [
    {
      title: '文件名',
      dataIndex: 'name',
      render: (name: string, row) => (
        <>
          <span className={styles.fileName}>{row.scheduled ? `${name}（定时）` : name}</span>
          {/* On a phone the time and size columns are hidden; they show under the name instead. */}
          <span className={styles.phoneMeta}>
            {formatDateTime(row.createdAt)} · {formatBytes(row.size)}
          </span>
        </>
      ),
    },
    { title: '时间', dataIndex: 'createdAt', width: 150, responsive: ['md'], render: (at: string) => formatDateTime(at) },
    { title: '大小', dataIndex: 'size', width: 100, responsive: ['md'], render: (size: number) => formatBytes(size) },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_, row) => (
        <span className={styles.field}>
          <Button size="small" type="link" loading={downloading === row.name} onClick={() => void download(row.name)}>
            下载
          </Button>
          <Popconfirm title="删除这份备份？" description="删除后无法找回。" okText="删除" cancelText="取消" okButtonProps={{ danger: true }} onConfirm={() => remove(row.name)}>
            <Button size="small" type="link" danger>
              删除
            </Button>
          </Popconfirm>
        </span>
      ),
    },
  ];

  return (
    <section className={styles.section}>
      <h3 className={styles.title}>服务器上的备份</h3>
      <p className={styles.hint}>数据目录 backups 文件夹里的备份：定时备份和用 npm run backup 生成的。</p>
      {failed && !data ? (
        <RetryResult title="备份列表加载失败" onRetry={reload} />
      ) : (
        <Table<StoredBackup>
          rowKey="name"
          size="small"
          loading={loading}
          columns={columns}
          dataSource={data ?? []}
          pagination={false}
          locale={{ emptyText: '还没有保存的备份' }}
        />
      )}
    </section>
  );
}

function ScheduleEditor({ saved, onSaved }: { saved: BackupSchedule; onSaved: (schedule: BackupSchedule) => void }) {
  const [mode, setMode] = useState(saved.mode);
  const [hour, setHour] = useState(saved.hour);
  const [weekday, setWeekday] = useState(saved.weekday);
  const [keep, setKeep] = useState<number | null>(saved.keep);
  const [saving, setSaving] = useState(false);
  const changed = mode !== saved.mode || hour !== saved.hour || weekday !== saved.weekday || keep !== saved.keep;

  const save = async () => {
    if (keep === null) return;
    setSaving(true);
    try {
      const { schedule, message } = await saveBackupSchedule({ mode, hour, weekday, keep });
      feedback.message.success(message);
      onSaved(schedule);
    } catch (error) {
      toastFailure(error, '保存失败');
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Radio.Group optionType="button" options={MODES} value={mode} onChange={(event) => setMode(event.target.value as BackupScheduleMode)} />
      {mode !== 'off' && (
        <div className={styles.row}>
          {mode === 'weekly' && (
            <label className={styles.field}>
              星期
              <Select aria-label="星期" value={weekday} onChange={setWeekday} options={WEEKDAYS.map((label, value) => ({ value, label }))} style={{ width: 90 }} />
            </label>
          )}
          <label className={styles.field}>
            时间
            <Select aria-label="时间" value={hour} onChange={setHour} options={HOURS} style={{ width: 96 }} />
          </label>
          <label className={styles.field}>
            保留份数
            <InputNumber aria-label="保留份数" min={BACKUP_LIMITS.keepMin} max={BACKUP_LIMITS.keepMax} precision={0} value={keep} onChange={setKeep} style={{ width: 90 }} />
          </label>
        </div>
      )}
      <p className={styles.hint}>
        时间按服务器时区。每次定时备份后，只保留最新的若干份定时备份，更早的自动删除；手动生成的备份不会被删。
        {saved.lastRunAt ? ` 上次定时备份：${formatDateTime(saved.lastRunAt)}。` : ''}
      </p>
      {saved.lastError && <p className={styles.error}>{saved.lastError}</p>}
      <div className={styles.row}>
        <Button type="primary" loading={saving} disabled={!changed || keep === null} onClick={() => void save()}>
          保存设置
        </Button>
      </div>
    </>
  );
}

function ScheduleSection({ onRun }: { onRun: () => void }) {
  const { data, failed, reload } = useAsyncData('backup-schedule', getBackupSchedule);
  const [saved, setSaved] = useState<BackupSchedule | null>(null);
  useEffect(() => {
    if (data) setSaved(data);
  }, [data]);
  return (
    <section className={styles.section}>
      <h3 className={styles.title}>定时备份</h3>
      {failed && !saved ? (
        <RetryResult title="定时备份设置加载失败" onRetry={reload} />
      ) : saved ? (
        <ScheduleEditor
          key={saved.updatedAt ?? 'default'}
          saved={saved}
          onSaved={(schedule) => {
            setSaved(schedule);
            onRun();
          }}
        />
      ) : null}
    </section>
  );
}

function RestoreSection() {
  return (
    <section className={styles.section}>
      <h3 className={styles.title}>从备份恢复</h3>
      <ol className={styles.steps}>
        <li>停止网站。</li>
        <li>
          在网站目录下运行（和网站用同样的 DATA_DIR、DATABASE_URL 设置）：
          <pre className={styles.code}>npm run restore -- 备份文件.tar.gz</pre>
        </li>
        <li>
          数据目录或数据库里已有内容时会拒绝恢复；确认要覆盖时加上 --replace：
          <pre className={styles.code}>npm run restore -- 备份文件.tar.gz --replace</pre>
        </li>
        <li>启动网站。旧版本的备份会在恢复时自动升级数据库。</li>
      </ol>
      <p className={styles.hint}>恢复前会校验每个文件的校验和；备份文件损坏或不完整时拒绝恢复，原有数据保持不变。也可以用 npm run backup 在命令行生成备份。</p>
    </section>
  );
}

/** 备份与恢复 tab of 导入导出与备份 (DESIGN.md §10). */
export default function BackupPanel() {
  const [version, setVersion] = useState(0);
  return (
    <div className={styles.panel}>
      <DownloadSection />
      <StoredSection version={version} />
      <ScheduleSection onRun={() => setVersion((v) => v + 1)} />
      <RestoreSection />
    </div>
  );
}

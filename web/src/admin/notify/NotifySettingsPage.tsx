import { useCallback, useEffect, useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import { Link } from 'react-router';
import {
  ALERT_KIND_LABELS,
  ALERT_KINDS,
  notifySettingsBody,
  SMTP_SECURITY,
  SMTP_SECURITY_LABELS,
  type AlertKind,
  type DeliveryReport,
  type NotifySettingsView,
  type SmtpSecurity,
} from '@blog/contract';
import { LoadFailed } from '@/components/LoadFailed';
import { feedback } from '@/lib/feedback';
import { toastFailure } from '../shared/format';
import { PageHeader } from '../shared/PageHeader';
import { adminPath } from '../shell/adminNav';
import { getNotifySettings, saveNotifySettings, sendTestMail } from './api';
import { Field } from './Field';
import { fromView, toBody, type HookDraft } from './notifyForm';
import { ReportLine } from './ReportLine';
import { WebhookList } from './WebhookList';
import styles from './Notify.module.css';

type Loaded = { status: 'loading' } | { status: 'ready'; view: NotifySettingsView } | { status: 'failed' };

const kindOptions = ALERT_KINDS.map((kind) => ({ value: kind, label: ALERT_KIND_LABELS[kind] }));

function NotifyForm({ view, onSaved }: { view: NotifySettingsView; onSaved: (view: NotifySettingsView) => void }) {
  const [draft, setDraft] = useState(() => fromView(view));
  const [password, setPassword] = useState('');
  const [clearPassword, setClearPassword] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [testTo, setTestTo] = useState(view.admin_email);
  const [testing, setTesting] = useState(false);
  const [report, setReport] = useState<DeliveryReport | null>(null);
  const set = <K extends keyof typeof draft>(key: K, value: (typeof draft)[K]) => setDraft((d) => ({ ...d, [key]: value }));

  /** Checks with the contract's rules; saves; answers the saved view or null. */
  const save = async (): Promise<NotifySettingsView | null> => {
    const body = toBody(draft, clearPassword ? '' : password || undefined);
    const parsed = notifySettingsBody.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      feedback.message.error(parsed.error.issues[0]?.message ?? '有设置没有填对');
      return null;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await saveNotifySettings(parsed.data);
      feedback.message.success('通知设置已保存');
      setPassword('');
      setClearPassword(false);
      setDraft(fromView(saved));
      onSaved(saved);
      return saved;
    } catch (error) {
      toastFailure(error, '保存失败');
      return null;
    } finally {
      setSaving(false);
    }
  };

  /** Saves first (the test uses the saved settings), then sends. */
  const test = async () => {
    setReport(null);
    if (!(await save())) return;
    setTesting(true);
    try {
      setReport(await sendTestMail(testTo.trim()));
    } catch (error) {
      toastFailure(error, '发送测试邮件失败');
    } finally {
      setTesting(false);
    }
  };

  return (
    <div className={styles.form}>
      <Card size="small" title="SMTP 发信" extra={<span className={styles.hint}>QQ 邮箱、163 等请用「授权码」作密码</span>}>
        <div className={styles.row}>
          <Field label="SMTP 服务器" error={errors.smtp_host}>
            {(id) => <Input id={id} value={draft.smtp_host} placeholder="smtp.qq.com" maxLength={255} onChange={(e) => set('smtp_host', e.target.value)} />}
          </Field>
          <Field label="端口" error={errors.smtp_port}>
            {(id) => <InputNumber id={id} value={draft.smtp_port} min={1} max={65535} style={{ width: '100%' }} onChange={(value) => set('smtp_port', value ?? 465)} />}
          </Field>
          <Field label="加密方式" error={errors.smtp_security}>
            {(id) => (
              <Select<SmtpSecurity>
                id={id}
                value={draft.smtp_security}
                options={SMTP_SECURITY.map((value) => ({ value, label: SMTP_SECURITY_LABELS[value] }))}
                onChange={(value) => set('smtp_security', value)}
              />
            )}
          </Field>
        </div>
        <div className={styles.pair}>
          <Field label="用户名" error={errors.smtp_user}>
            {(id) => <Input id={id} value={draft.smtp_user} autoComplete="off" maxLength={255} onChange={(e) => set('smtp_user', e.target.value)} />}
          </Field>
          <Field label={`密码${view.smtp_password_set ? '（已设置）' : '（未设置）'}`} error={errors.smtp_password}>
            {(id) => (
              <Input.Password
                id={id}
                value={password}
                autoComplete="new-password"
                maxLength={255}
                disabled={clearPassword}
                placeholder={view.smtp_password_set ? '留空则保持原密码' : '填写密码或授权码'}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
          </Field>
        </div>
        {view.smtp_password_set && (
          <Checkbox checked={clearPassword} onChange={(e) => setClearPassword(e.target.checked)}>
            删除已保存的密码
          </Checkbox>
        )}
        <div className={styles.pair}>
          <Field label="发件人名称" error={errors.from_name}>
            {(id) => <Input id={id} value={draft.from_name} placeholder="我的博客" maxLength={64} onChange={(e) => set('from_name', e.target.value)} />}
          </Field>
          <Field label="发件地址" error={errors.from_address}>
            {(id) => <Input id={id} value={draft.from_address} placeholder="noreply@example.com" maxLength={254} onChange={(e) => set('from_address', e.target.value)} />}
          </Field>
        </div>
        <Field label="发送测试邮件到">
          {(id) => (
            <div className={styles.testRow}>
              <Input id={id} value={testTo} placeholder="me@example.com" maxLength={254} onChange={(e) => setTestTo(e.target.value)} />
              <Button onClick={() => void test()} loading={testing} disabled={saving || testTo.trim() === ''}>
                发送测试邮件
              </Button>
            </div>
          )}
        </Field>
        <span className={styles.hint}>会先保存上面的设置，再立即发一封测试邮件，并显示 SMTP 服务器的回答。</span>
        <ReportLine report={report} />
      </Card>

      <Card size="small" title="提醒我（博主）">
        <Field label="接收提醒的邮箱" error={errors.admin_email}>
          {(id) => <Input id={id} value={draft.admin_email} placeholder="me@example.com" maxLength={254} onChange={(e) => set('admin_email', e.target.value)} />}
        </Field>
        <Field label="用邮件提醒这些事件" error={errors.email_events}>
          {() => <Checkbox.Group<AlertKind> options={kindOptions} value={draft.email_events} onChange={(value) => set('email_events', value)} />}
        </Field>
        <Field label="合并时间（秒）" error={errors.merge_seconds}>
          {(id) => (
            <InputNumber id={id} value={draft.merge_seconds} min={0} max={3600} onChange={(value) => set('merge_seconds', value ?? 0)} addonAfter="秒" style={{ maxWidth: 200 }} />
          )}
        </Field>
        <span className={styles.hint}>这段时间内的同类事件合成一封邮件（站内通知照常）。Webhook 不合并，立即发送。</span>
      </Card>

      <Card size="small" title="Webhook（即时消息）" extra={<span className={styles.hint}>地址和密钥加密保存，保存后不再显示</span>}>
        <WebhookList hooks={draft.webhooks} errors={errors} onChange={(webhooks: HookDraft[]) => set('webhooks', webhooks)} />
      </Card>

      <div className={styles.actions}>
        <Button type="primary" onClick={() => void save()} loading={saving}>
          保存
        </Button>
        <Link to={adminPath('outbox')}>
          <Button>查看发件箱</Button>
        </Link>
      </div>
    </div>
  );
}

/** 网站设置 → 通知: how alerts leave the site (SMTP, webhooks) and which events go where. */
export default function NotifySettingsPage() {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const load = useCallback(() => {
    setLoaded({ status: 'loading' });
    getNotifySettings().then(
      (view) => setLoaded({ status: 'ready', view }),
      () => setLoaded({ status: 'failed' }),
    );
  }, []);
  useEffect(load, [load]);

  return (
    <>
      <PageHeader title="通知" />
      {loaded.status === 'failed' && <LoadFailed title="通知设置加载失败" onRetry={load} />}
      {loaded.status === 'loading' && <Skeleton active paragraph={{ rows: 10 }} />}
      {loaded.status === 'ready' && <NotifyForm view={loaded.view} onSaved={(view) => setLoaded({ status: 'ready', view })} />}
    </>
  );
}

import { useState } from 'react';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import {
  ALERT_KIND_LABELS,
  ALERT_KINDS,
  OUTBOX_LIMITS,
  WEBHOOK_PRESET_LABELS,
  WEBHOOK_PRESETS,
  WEBHOOK_URL_HINTS,
  type AlertKind,
  type DeliveryReport,
  type WebhookPreset,
} from '@blog/contract';
import { toastFailure } from '../shared/format';
import { testWebhook } from './api';
import { Field } from './Field';
import { ReportLine } from './ReportLine';
import type { HookDraft } from './notifyForm';
import styles from './Notify.module.css';

const presetOptions = WEBHOOK_PRESETS.map((value) => ({ value, label: WEBHOOK_PRESET_LABELS[value] }));
const kindOptions = ALERT_KINDS.map((kind) => ({ value: kind, label: ALERT_KIND_LABELS[kind] }));
/** 钉钉「加签」and 飞书「签名校验」use a secret. */
const SIGNED: readonly WebhookPreset[] = ['dingtalk', 'feishu'];

let counter = 0;
const newKey = () => `new-${++counter}`;

function HookEditor({ hook, index, errors, onChange, onRemove }: { hook: HookDraft; index: number; errors: Record<string, string>; onChange: (hook: HookDraft) => void; onRemove: () => void }) {
  const [report, setReport] = useState<DeliveryReport | null>(null);
  const [testing, setTesting] = useState(false);
  const set = <K extends keyof HookDraft>(key: K, value: HookDraft[K]) => onChange({ ...hook, [key]: value });
  const error = (name: string) => errors[`webhooks.${index}.${name}`];

  const test = async () => {
    if (!hook.id) return;
    setTesting(true);
    setReport(null);
    try {
      setReport(await testWebhook(hook.id));
    } catch (failure) {
      toastFailure(failure, '测试失败');
    } finally {
      setTesting(false);
    }
  };

  return (
    <div className={styles.hook}>
      <div className={styles.hookHead}>
        <strong>{WEBHOOK_PRESET_LABELS[hook.preset]}</strong>
        <span className={styles.toolbar}>
          <Switch checked={hook.enabled} onChange={(value) => set('enabled', value)} checkedChildren="启用" unCheckedChildren="停用" aria-label={`启用「${hook.name || WEBHOOK_PRESET_LABELS[hook.preset]}」`} />
          <Button size="small" onClick={() => void test()} loading={testing} disabled={!hook.id} title={hook.id ? '向这个地址发一条测试消息' : '先保存再测试'}>
            测试
          </Button>
          <Button size="small" danger onClick={onRemove}>
            删除
          </Button>
        </span>
      </div>
      <div className={styles.pair}>
        <Field label="名称" error={error('name')}>
          {(id) => <Input id={id} value={hook.name} maxLength={OUTBOX_LIMITS.nameMax} onChange={(e) => set('name', e.target.value)} />}
        </Field>
        <Field label="预设" error={error('preset')}>
          {(id) => <Select<WebhookPreset> id={id} value={hook.preset} options={presetOptions} onChange={(value) => set('preset', value)} />}
        </Field>
      </div>
      <Field label={hook.id ? `地址（已保存：${hook.url_hint}，留空则保持）` : '地址'} error={error('url')}>
        {(id) => <Input id={id} value={hook.url} placeholder={WEBHOOK_URL_HINTS[hook.preset]} maxLength={OUTBOX_LIMITS.urlMax} autoComplete="off" onChange={(e) => set('url', e.target.value)} />}
      </Field>
      {SIGNED.includes(hook.preset) && (
        <Field label={`签名密钥（可选${hook.has_secret ? '，已设置，留空则保持' : ''}）`} error={error('secret')}>
          {(id) => (
            <Input.Password id={id} value={hook.secret} disabled={hook.clear_secret} autoComplete="new-password" maxLength={OUTBOX_LIMITS.secretMax} onChange={(e) => set('secret', e.target.value)} />
          )}
        </Field>
      )}
      {SIGNED.includes(hook.preset) && hook.has_secret && (
        <Checkbox checked={hook.clear_secret} onChange={(e) => set('clear_secret', e.target.checked)}>
          删除已保存的密钥
        </Checkbox>
      )}
      {hook.preset === 'telegram' && (
        <Field label="chat_id" error={error('chat_id')}>
          {(id) => <Input id={id} value={hook.chat_id} placeholder="例如 123456789" maxLength={OUTBOX_LIMITS.chatIdMax} onChange={(e) => set('chat_id', e.target.value)} />}
        </Field>
      )}
      <Field label="发送这些事件" error={error('events')}>
        {() => <Checkbox.Group<AlertKind> options={kindOptions} value={hook.events} onChange={(value) => set('events', value)} />}
      </Field>
      <ReportLine report={report} />
    </div>
  );
}

/** Any number of webhook targets, each a preset with its events; a new one is tested after saving. */
export function WebhookList({ hooks, errors, onChange }: { hooks: HookDraft[]; errors: Record<string, string>; onChange: (hooks: HookDraft[]) => void }) {
  const [preset, setPreset] = useState<WebhookPreset>('wecom');
  const add = () =>
    onChange([
      ...hooks,
      { key: newKey(), name: WEBHOOK_PRESET_LABELS[preset], preset, url: '', url_hint: '', secret: '', has_secret: false, clear_secret: false, chat_id: '', events: ['comment'], enabled: true },
    ]);
  return (
    <div className={styles.hooks}>
      {hooks.length === 0 && <span className={styles.hint}>还没有 Webhook。选一个预设添加，新评论等事件会即时推送到群聊或手机。</span>}
      {hooks.map((hook, index) => (
        <HookEditor
          key={hook.key}
          hook={hook}
          index={index}
          errors={errors}
          onChange={(changed) => onChange(hooks.map((item) => (item.key === hook.key ? changed : item)))}
          onRemove={() => onChange(hooks.filter((item) => item.key !== hook.key))}
        />
      ))}
      <div className={styles.addRow}>
        <Select<WebhookPreset> value={preset} options={presetOptions} onChange={setPreset} aria-label="新 Webhook 的预设" style={{ minWidth: 180 }} />
        <Button icon={<PlusOutlined />} onClick={add} disabled={hooks.length >= OUTBOX_LIMITS.webhooksMax}>
          添加 Webhook
        </Button>
      </div>
    </div>
  );
}

import { useCallback, useEffect, useState } from 'react';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { API_CODE, type AccountEmailView, type MailPrefsBody } from '@blog/contract';
import { toastFailure } from '@/lib/http';
import { feedback } from '@/lib/feedback';
import { CLEARABLE } from '@/lib/inputIcons';
import { getAccountEmail, saveMailPrefs, setAccountEmail } from './api';

const EMAIL_RULE = { pattern: /^[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+$/, message: '邮箱格式不正确，例如 me@example.com' };

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; view: AccountEmailView };

/**
 * 邮箱 (optional, verified by a mailed link before anything else is sent to it) and 通知设置
 * (which mails the account wants). Both live on one card: the switches mean nothing without an address.
 */
export function EmailCard() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ email: string }>();

  const refresh = useCallback(async () => {
    setLoad({ state: 'loading' });
    try {
      const res = await getAccountEmail();
      // A server without this feature answers no view: shown as a failure, never a crash.
      setLoad(res.code === API_CODE.success && res.result ? { state: 'ready', view: res.result } : { state: 'failed' });
    } catch {
      setLoad({ state: 'failed' });
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const submitEmail = async (email: string) => {
    setBusy(true);
    try {
      const res = await setAccountEmail({ email });
      if (res.code !== API_CODE.success) return;
      feedback.message.success(res.message || '已保存');
      if (res.result) setLoad({ state: 'ready', view: res.result });
      form.resetFields();
    } catch (error) {
      toastFailure(error, '保存失败');
    } finally {
      setBusy(false);
    }
  };

  const savePrefs = async (prefs: MailPrefsBody) => {
    try {
      const res = await saveMailPrefs(prefs);
      if (res.code !== API_CODE.success) return;
      feedback.message.success('通知设置已保存');
      if (res.result) setLoad({ state: 'ready', view: res.result });
    } catch (error) {
      toastFailure(error, '保存失败');
    }
  };

  return (
    <section className="user-center__card" aria-labelledby="user-center-email" aria-busy={load.state === 'loading'}>
      <h2 id="user-center-email">邮箱与通知</h2>
      {load.state === 'loading' && <p className="user-center__note">正在读取…</p>}
      {load.state === 'failed' && (
        <p role="alert" className="user-center__note">
          读取失败。
          <Button type="link" size="small" onClick={() => void refresh()}>
            重试
          </Button>
        </p>
      )}
      {load.state === 'ready' && (
        <>
          <p className="user-center__note">
            {load.view.email ? (
              <>
                已验证：<strong>{load.view.email}</strong>
              </>
            ) : (
              '还没有绑定邮箱（选填）。绑定后可以收到回复提醒，也能在忘记密码时找回。'
            )}
          </p>
          {load.view.pending_email && (
            <p className="user-center__note" role="status">
              等待验证：{load.view.pending_email}（请打开邮件里的链接，24 小时内有效）
            </p>
          )}
          {!load.view.mail_enabled && <p className="user-center__note">本站还没有设置发信服务，暂时不能绑定邮箱。</p>}
          <Form<{ email: string }> form={form} layout="vertical" name="email" onFinish={(values) => void submitEmail(values.email.trim())}>
            <Form.Item label={load.view.email ? '换一个邮箱' : '邮箱'} name="email" rules={[{ required: true, message: '请输入邮箱' }, EMAIL_RULE]}>
              <Input type="email" autoComplete="email" placeholder="me@example.com" allowClear={CLEARABLE} disabled={!load.view.mail_enabled} maxLength={254} />
            </Form.Item>
            <div className="user-center__actions">
              <Button type="primary" htmlType="submit" loading={busy} disabled={!load.view.mail_enabled}>
                发送验证邮件
              </Button>
              {load.view.email && (
                <Button onClick={() => void submitEmail('')} disabled={busy}>
                  解除邮箱
                </Button>
              )}
            </div>
          </Form>
          <h3 className="user-center__subheading">通知设置</h3>
          <div className="user-center__prefs" role="group" aria-label="通知设置">
            <Checkbox checked={load.view.prefs.reply} disabled={!load.view.email} onChange={(e) => void savePrefs({ ...load.view.prefs, reply: e.target.checked })}>
              有人回复我的评论或留言时发邮件
            </Checkbox>
            <Checkbox checked={load.view.prefs.link} disabled={!load.view.email} onChange={(e) => void savePrefs({ ...load.view.prefs, link: e.target.checked })}>
              我的友链申请有结果时发邮件
            </Checkbox>
          </div>
        </>
      )}
    </section>
  );
}

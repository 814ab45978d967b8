import { useEffect, useState } from 'react';
import Modal from 'antd/es/modal';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Checkbox from 'antd/es/checkbox';
import Button from 'antd/es/button';
import { CLEARABLE, passwordToggleIcon } from '@/lib/inputIcons';
import { LAYER } from '@/lib/layers';
import { loginRules, registerRules } from './accountRules';
import { toastFailure } from '@/lib/http';
import { checkPasswordStamp, forgotPassword } from './api';
import { clearRememberedLogin, forgetRememberedPassword, loadRememberedLogin, saveRememberedLogin } from './rememberedLogin';
import { logInAndLoadUser, registerAndLogIn } from './loginFlow';
import './LoginDialog.css';

type Mode = 'login' | 'register' | 'forgot';

interface LoginValues {
  username: string;
  password: string;
  remember?: boolean;
}

interface RegisterValues {
  username: string;
  nick_name?: string;
  password1: string;
  password2: string;
}

/** Shown when the remembered password was changed elsewhere (another device, the admin, a reset). */
export const STALE_PASSWORD_HINT = '密码已在别处修改，请输入新密码';

function LoginForm({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<LoginValues>();
  const [busy, setBusy] = useState(false);
  // Read once per form (it remounts on every open): what was remembered when the dialog opened.
  const [remembered] = useState(loadRememberedLogin);
  const [stale, setStale] = useState(false);
  const initialValues: Partial<LoginValues> = remembered
    ? { username: remembered.username, password: remembered.password, remember: true }
    : { remember: false };

  /** The remembered password no longer works: keep the username, never offer that password again. */
  const dropStalePassword = () => {
    forgetRememberedPassword();
    // Unless something else was typed over it meanwhile.
    if (remembered && form.getFieldValue('password') === remembered.password) form.setFieldsValue({ password: '' });
    setStale(true);
  };

  useEffect(() => {
    if (!remembered?.password || !remembered.stamp) return;
    let open = true;
    void checkPasswordStamp({ username: remembered.username, password_stamp: remembered.stamp }).then((current) => {
      if (open && current === false) dropStalePassword();
    });
    return () => {
      open = false;
    };
    // Once per opening; the form remounts for the next.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async (values: LoginValues) => {
    setBusy(true);
    const credentials = { username: values.username.trim(), password: values.password };
    const outcome = await logInAndLoadUser(credentials);
    setBusy(false);
    if (!outcome.ok) {
      // Refused with the very password that was remembered (a form kept before stamps, or a change
      // the check could not see): it is stale.
      if (outcome.refused && remembered?.password && values.password === remembered.password && credentials.username === remembered.username) dropStalePassword();
      return;
    }
    if (values.remember) saveRememberedLogin({ ...credentials, stamp: outcome.stamp });
    else clearRememberedLogin();
    onDone();
  };

  return (
    <Form<LoginValues> form={form} layout="vertical" name="login" initialValues={initialValues} onFinish={submit}>
      <Form.Item validateFirst label="用户账号" name="username" rules={loginRules.username}>
        <Input autoComplete="username" placeholder="请输入用户账号" allowClear={CLEARABLE} />
      </Form.Item>
      <Form.Item
        label="用户密码"
        name="password"
        rules={loginRules.password}
        extra={stale ? <span role="status" className="login-dialog__stale">{STALE_PASSWORD_HINT}</span> : undefined}
      >
        <Input.Password iconRender={passwordToggleIcon} autoComplete="current-password" placeholder="请输入用户密码" />
      </Form.Item>
      <Form.Item name="remember" valuePropName="checked">
        <Checkbox>记住我</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        登录
      </Button>
    </Form>
  );
}

function RegisterForm({ onDone }: { onDone: () => void }) {
  const [busy, setBusy] = useState(false);

  const submit = async (values: RegisterValues) => {
    setBusy(true);
    const username = values.username.trim();
    const nickName = values.nick_name?.trim();
    const outcome = await registerAndLogIn({
      username,
      password: values.password1,
      ...(nickName ? { nick_name: nickName } : {}),
    });
    setBusy(false);
    if (!outcome.ok) return;
    // SPEC.md §4: a register remembers the login form like remember-me does.
    saveRememberedLogin({ username, password: values.password1, stamp: outcome.stamp });
    onDone();
  };

  return (
    <Form<RegisterValues> layout="vertical" name="register" onFinish={submit}>
      <Form.Item validateFirst label="用户账号" name="username" rules={registerRules.username}>
        <Input autoComplete="username" placeholder="5-16 位用户账号" allowClear={CLEARABLE} />
      </Form.Item>
      <Form.Item label="昵称（选填）" name="nick_name">
        <Input autoComplete="nickname" placeholder="不填则与用户账号相同" allowClear={CLEARABLE} />
      </Form.Item>
      <Form.Item validateFirst label="密码" name="password1" rules={registerRules.password}>
        <Input.Password iconRender={passwordToggleIcon} autoComplete="new-password" placeholder="数字、字母、符号任意两种组合" />
      </Form.Item>
      <Form.Item validateFirst label="确认密码" name="password2" dependencies={['password1']} rules={registerRules.confirm('password1')}>
        <Input.Password iconRender={passwordToggleIcon} autoComplete="new-password" placeholder="请再次输入密码" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        注册
      </Button>
    </Form>
  );
}

/** 忘记密码: a username or verified address; the answer is the same whether the account exists or not. */
function ForgotForm() {
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState('');

  const submit = async (values: { account: string }) => {
    setBusy(true);
    try {
      const res = await forgotPassword({ account: values.account.trim() });
      setAnswer(res.message);
    } catch (error) {
      toastFailure(error, '发送失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<{ account: string }> layout="vertical" name="forgot" onFinish={(values) => void submit(values)}>
      <p className="login-dialog__hint">输入用户账号或已验证的邮箱，重置密码的链接会发到账号绑定的邮箱。</p>
      <Form.Item label="用户账号或邮箱" name="account" rules={[{ required: true, whitespace: true, message: '请输入用户名或邮箱' }]}>
        <Input autoComplete="username" placeholder="用户账号或邮箱" allowClear={CLEARABLE} maxLength={254} />
      </Form.Item>
      {answer && (
        <p role="status" className="login-dialog__answer">
          {answer}
        </p>
      )}
      <Button type="primary" htmlType="submit" block loading={busy}>
        发送重置链接
      </Button>
    </Form>
  );
}

/**
 * Login/register dialog of SPEC.md §2/§4. Each form remounts (a fresh form store) when the dialog
 * opens, when the mode switches and after success, which is how "switching resets the forms" and
 * "remembered credentials pre-fill" are kept. Enter submits: the submit button is inside the form.
 * It sits above the 9999 drawers, since a 401 can open it while one of them is open.
 */
export default function LoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [mode, setMode] = useState<Mode>('login');
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    if (!open) return;
    setMode('login');
    setFormKey((key) => key + 1);
  }, [open]);

  const switchMode = () => {
    setMode((was) => (was === 'login' ? 'register' : 'login'));
    setFormKey((key) => key + 1);
  };
  const showForgot = () => {
    setMode('forgot');
    setFormKey((key) => key + 1);
  };

  const done = () => {
    onClose();
    setFormKey((key) => key + 1);
  };

  const isLogin = mode === 'login';
  return (
    <Modal open={open} onCancel={onClose} title={isLogin ? '登录' : mode === 'register' ? '注册' : '忘记密码'} footer={null} width={400} centered destroyOnHidden zIndex={LAYER.loginDialog}>
      <div className="login-dialog">
        {isLogin ? (
          <LoginForm key={`login-${formKey}`} onDone={done} />
        ) : mode === 'register' ? (
          <RegisterForm key={`register-${formKey}`} onDone={done} />
        ) : (
          <ForgotForm key={`forgot-${formKey}`} />
        )}
        {isLogin && (
          <div className="login-dialog__forgot">
            <Button type="link" size="small" onClick={showForgot}>
              忘记密码？
            </Button>
          </div>
        )}
        <div className="login-dialog__switch">
          {isLogin ? '还没有账号？' : '已有账号？'}
          <Button type="link" size="small" onClick={switchMode}>
            {isLogin ? '去注册' : '去登录'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

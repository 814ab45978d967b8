import { useState } from 'react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { API_CODE, type UpdatePasswordBody } from '@blog/contract';
import { toastFailure } from '@/lib/http';
import { feedback } from '@/lib/feedback';
import { openLogin } from '@/lib/loginEntry';
import { registerRules } from '@/features/auth/accountRules';
import { rememberChangedPassword } from '@/features/auth/rememberedLogin';
import { passwordToggleIcon } from '@/lib/inputIcons';
import { updatePassword } from './api';
import { useUserStore } from './userStore';

/** Password change with the register rules; success ends the session and asks for a new login. */
export function PasswordCard() {
  const [form] = Form.useForm<UpdatePasswordBody>();
  const [saving, setSaving] = useState(false);

  const submit = async (values: UpdatePasswordBody) => {
    setSaving(true);
    try {
      const res = await updatePassword(values);
      if (res.code !== API_CODE.success) {
        feedback.message.error(res.message || '修改失败');
        return;
      }
      form.resetFields();
      // An older server answers no stamp: the form is then remembered without one.
      rememberChangedPassword(values.password, values.password1, res.result?.password_stamp);
      feedback.message.success('修改成功，请使用新密码重新登录');
      useUserStore.getState().clearSession();
      openLogin();
    } catch (error) {
      toastFailure(error, '修改失败');
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="user-center__card" aria-labelledby="user-center-password">
      <h2 id="user-center-password">修改密码</h2>
      <p className="user-center__note">修改成功后需要使用新密码重新登录。</p>
      <Form<UpdatePasswordBody> form={form} layout="vertical" name="password" onFinish={submit}>
        <Form.Item label="原密码" name="password" rules={[{ required: true, message: '请输入原密码' }]}>
          <Input.Password iconRender={passwordToggleIcon} autoComplete="current-password" />
        </Form.Item>
        <Form.Item validateFirst label="新密码" name="password1" rules={registerRules.password}>
          <Input.Password iconRender={passwordToggleIcon} autoComplete="new-password" placeholder="数字、字母、符号任意两种组合" />
        </Form.Item>
        <Form.Item validateFirst label="确认新密码" name="password2" dependencies={['password1']} rules={registerRules.confirm('password1')}>
          <Input.Password iconRender={passwordToggleIcon} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          修改密码
        </Button>
      </Form>
    </section>
  );
}

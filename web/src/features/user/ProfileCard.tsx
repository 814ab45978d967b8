import { useState } from 'react';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Upload from 'antd/es/upload';
import type { UploadProps } from 'antd/es/upload';
import UserOutlined from '@ant-design/icons/UserOutlined';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { ACCOUNT_MESSAGES, API_CODE, NICK_NAME_MAX, type UserInfo } from '@blog/contract';
import { unshownMessage } from '@/lib/http';
import { feedback } from '@/lib/feedback';
import { updateOwnUserInfo, uploadImage } from './api';
import { useUserStore } from './userStore';

/** Client-side cap; the server enforces its own limit and re-encodes the image. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** The Chinese refusal for a file the avatar upload will not send, or null when it may go. */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return '只能上传图片文件';
  if (file.size > AVATAR_MAX_BYTES) return '头像图片不能超过 5MB';
  return null;
}

interface ProfileValues {
  nick_name: string;
}

export function ProfileCard({ user }: { user: UserInfo }) {
  const [avatar, setAvatar] = useState(user.avatar);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = avatarFileProblem(file);
    if (!problem) return true;
    feedback.message.error(problem);
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError, onProgress }) => {
    if (!(file instanceof Blob)) return;
    setUploading(true);
    uploadImage(file, (percent) => onProgress?.({ percent }))
      .then((res) => {
        if (res.code !== API_CODE.success || !res.result?.url) throw new Error(res.message || '头像上传失败');
        setAvatar(res.result.url);
        feedback.message.success('头像上传成功，点击保存后生效');
        onSuccess?.(res.result);
      })
      .catch((error: unknown) => {
        const text = unshownMessage(error, '头像上传失败');
        if (text) feedback.message.error(text);
        onError?.(error instanceof Error ? error : new Error('头像上传失败'));
      })
      .finally(() => setUploading(false));
  };

  const save = async ({ nick_name }: ProfileValues) => {
    const nickName = nick_name.trim();
    setSaving(true);
    try {
      const res = await updateOwnUserInfo({ nick_name: nickName, avatar });
      if (res.code !== API_CODE.success) {
        feedback.message.error(res.message || '修改失败');
        return;
      }
      useUserStore.getState().setUserInfo({ ...user, nick_name: nickName, avatar });
      feedback.message.success('修改成功');
    } catch (error) {
      const text = unshownMessage(error, '修改失败');
      if (text) feedback.message.error(text);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="user-center__card" aria-labelledby="user-center-profile">
      <h2 id="user-center-profile">个人资料</h2>
      <div className="user-center__avatar">
        <Upload
          name="file"
          accept="image/*"
          showUploadList={false}
          maxCount={1}
          beforeUpload={beforeUpload}
          customRequest={customRequest}
        >
          <button type="button" className="user-center__avatar-button" aria-label="更换头像" disabled={uploading}>
            <Avatar size={96} src={avatar || undefined} icon={uploading ? <LoadingOutlined aria-hidden /> : <UserOutlined aria-hidden />} alt="头像预览" />
            <span className="user-center__avatar-hint">{uploading ? '上传中…' : '点击更换头像（不超过 5MB）'}</span>
          </button>
        </Upload>
      </div>
      <Form<ProfileValues> layout="vertical" name="profile" initialValues={{ nick_name: user.nick_name }} onFinish={save}>
        <Form.Item
          label="昵称"
          name="nick_name"
          rules={[
            { required: true, whitespace: true, message: '请输入昵称' },
            { max: NICK_NAME_MAX, message: ACCOUNT_MESSAGES.nickNameLength },
          ]}
        >
          <Input maxLength={NICK_NAME_MAX} showCount autoComplete="nickname" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} disabled={uploading}>
          保存资料
        </Button>
      </Form>
    </section>
  );
}

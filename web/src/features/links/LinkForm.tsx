import { useState } from 'react';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Upload from 'antd/es/upload';
import type { UploadProps } from 'antd/es/upload';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { API_CODE, LINK_LIMITS, linkFieldProblem, type LinkApplication } from '@blog/contract';
import { toastFailure } from '@/lib/http';
import { feedback } from '@/lib/feedback';
import { uploadImage } from '@/features/user/api';
import { linkFieldRule, trimApplication } from './linkRules';
import styles from './LinkListPage.module.css';

/** Client-side cap; the server enforces its own limit and re-encodes the image. */
const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export function avatarUploadProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return '只能上传图片文件';
  if (file.size > AVATAR_MAX_BYTES) return '头像图片不能超过 5MB';
  return null;
}

interface LinkFormProps {
  initial?: LinkApplication;
  submitText: string;
  /** Resolves true when the server accepted the values. */
  onSubmit: (values: LinkApplication) => Promise<boolean>;
  onCancel?: () => void;
}

/** Site name, description, avatar (upload or address) and URL, checked by the server's own rules. */
export function LinkForm({ initial, submitText, onSubmit, onCancel }: LinkFormProps) {
  const [form] = Form.useForm<LinkApplication>();
  const avatar = Form.useWatch('site_avatar', form);
  const siteName = Form.useWatch('site_name', form);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = avatarUploadProblem(file);
    if (!problem) return true;
    feedback.message.error(problem);
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    if (!(file instanceof Blob)) return;
    setUploading(true);
    uploadImage(file)
      .then((res) => {
        if (res.code !== API_CODE.success || !res.result?.url) throw new Error(res.message || '头像上传失败');
        form.setFieldValue('site_avatar', res.result.url);
        void form.validateFields(['site_avatar']);
        feedback.message.success('头像上传成功');
        onSuccess?.(res.result);
      })
      .catch((error: unknown) => {
        toastFailure(error, '头像上传失败');
        onError?.(error instanceof Error ? error : new Error('头像上传失败'));
      })
      .finally(() => setUploading(false));
  };

  // antd leaves a field nobody typed in undefined, whatever the form's type says.
  const finish = async (values: Partial<LinkApplication>) => {
    setSaving(true);
    try {
      await onSubmit(trimApplication(values));
    } finally {
      setSaving(false);
    }
  };

  // Only an address the server would accept is loaded as the preview.
  const previewSrc = typeof avatar === 'string' && !linkFieldProblem.site_avatar(avatar) ? avatar.trim() : undefined;
  const previewLetter = typeof siteName === 'string' && siteName.trim() ? [...siteName.trim()][0] : '友';

  return (
    <Form<LinkApplication> form={form} layout="vertical" name="link-apply" initialValues={initial} onFinish={finish} className={styles.form}>
      <Form.Item label="网站名称" name="site_name" required rules={[linkFieldRule('site_name')]}>
        <Input placeholder="例如：夜航船笔记" count={{ show: true, max: LINK_LIMITS.siteNameMax }} autoComplete="off" />
      </Form.Item>
      <Form.Item label="网站描述" name="site_desc" required rules={[linkFieldRule('site_desc')]}>
        <Input.TextArea placeholder="一句话介绍你的网站" count={{ show: true, max: LINK_LIMITS.siteDescMax }} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      {/* The noStyle field inside reports its errors here, under the whole row. */}
      <Form.Item label="网站头像（可选，不填显示首字）">
        <div className={styles.avatarField}>
          <Avatar size={48} src={previewSrc} alt="头像预览" className={styles.avatarPreview}>
            {previewLetter}
          </Avatar>
          <Form.Item name="site_avatar" noStyle rules={[linkFieldRule('site_avatar')]}>
            <Input placeholder="https:// 开头的图片地址，或点右边上传" inputMode="url" autoComplete="off" aria-label="网站头像地址" />
          </Form.Item>
          <Upload name="file" accept="image/*" showUploadList={false} maxCount={1} beforeUpload={beforeUpload} customRequest={customRequest}>
            <Button icon={<UploadOutlined aria-hidden />} loading={uploading}>
              上传
            </Button>
          </Upload>
        </div>
      </Form.Item>
      <Form.Item label="网站地址" name="url" required rules={[linkFieldRule('url')]}>
        <Input placeholder="https://example.com" inputMode="url" autoComplete="url" />
      </Form.Item>
      <div className={styles.formActions}>
        <Button type="primary" htmlType="submit" loading={saving} disabled={uploading}>
          {submitText}
        </Button>
        {onCancel ? <Button onClick={onCancel}>取消</Button> : null}
      </div>
    </Form>
  );
}

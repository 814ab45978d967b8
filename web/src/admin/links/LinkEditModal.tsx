import { useState } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { LINK_LIMITS, linkFieldProblem, type AdminLinkItem, type LinkApplication } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { toastFailure } from '../shared/format';
import { ImageField } from '../shared/ImageField';
import { problemRule } from '../shared/schemaRule';
import { updateLink } from './api';

/** The contract's own rule for one field, so the form and the server say the same words. */
const fieldRule = (field: keyof LinkApplication) => problemRule((value) => linkFieldProblem[field](typeof value === 'string' ? value : ''));

/** 编辑友链: name, description, avatar (upload or address) and URL; its review status stays. */
export function LinkEditModal({ link, onClose, onSaved }: { link: AdminLinkItem; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<LinkApplication>();
  const [saving, setSaving] = useState(false);

  const save = async (values: LinkApplication) => {
    setSaving(true);
    try {
      feedback.message.success(await updateLink({ id: link.id, ...values }));
      onSaved();
      onClose();
    } catch (error) {
      toastFailure(error, '保存失败');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title="编辑友链" okText="保存" cancelText="取消" confirmLoading={saving} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Form
        form={form}
        layout="vertical"
        onFinish={save}
        initialValues={{ site_name: link.site_name, site_desc: link.site_desc, site_avatar: link.site_avatar, url: link.url }}
      >
        <Form.Item label="网站名称" name="site_name" rules={[fieldRule('site_name')]}>
          <Input count={{ show: true, max: LINK_LIMITS.siteNameMax }} autoComplete="off" />
        </Form.Item>
        <Form.Item label="网站描述" name="site_desc" rules={[fieldRule('site_desc')]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} count={{ show: true, max: LINK_LIMITS.siteDescMax }} />
        </Form.Item>
        <Form.Item label="头像" name="site_avatar" rules={[fieldRule('site_avatar')]}>
          <ImageField what="头像" />
        </Form.Item>
        <Form.Item label="网址" name="url" rules={[fieldRule('url')]}>
          <Input inputMode="url" autoComplete="off" placeholder="https://" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

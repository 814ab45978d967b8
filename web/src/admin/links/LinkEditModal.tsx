import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { LINK_LIMITS, LINK_STATUS, linkFieldProblem, type AdminLinkItem, type LinkApplication } from '@blog/contract';
import { FormModal } from '../shared/FormModal';
import { ImageField } from '../shared/ImageField';
import { problemRule } from '../shared/schemaRule';
import { updateLink } from './api';

/** The contract's own rule for one field, so the form and the server say the same words. */
const fieldRule = (field: keyof LinkApplication) => problemRule((value) => linkFieldProblem[field](typeof value === 'string' ? value : ''));

/** 编辑友链: name, description, avatar (upload or address) and URL; its review status stays. */
export function LinkEditModal({ link, onClose, onSaved }: { link: AdminLinkItem; onClose: () => void; onSaved: () => void }) {
  return (
    <FormModal<LinkApplication>
      title="编辑友链"
      initialValues={{ site_name: link.site_name, site_desc: link.site_desc, site_avatar: link.site_avatar, url: link.url }}
      onSubmit={(values) => updateLink({ id: link.id, ...values })}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item label="网站名称" name="site_name" rules={[fieldRule('site_name')]}>
        <Input count={{ show: true, max: LINK_LIMITS.siteNameMax }} autoComplete="off" />
      </Form.Item>
      <Form.Item label="网站描述" name="site_desc" rules={[fieldRule('site_desc')]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} count={{ show: true, max: LINK_LIMITS.siteDescMax }} />
      </Form.Item>
      <Form.Item label="头像" name="site_avatar" rules={[fieldRule('site_avatar')]}>
        <ImageField what="头像" askBeforeRemote={link.status === LINK_STATUS.pending} />
      </Form.Item>
      <Form.Item label="网址" name="url" rules={[fieldRule('url')]}>
        <Input inputMode="url" autoComplete="off" placeholder="https://" />
      </Form.Item>
    </FormModal>
  );
}

import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import { REDIRECT_LIMITS, redirectRuleBody, type RedirectRule, type RedirectStatus } from '@blog/contract';
import { FormModal } from '../shared/FormModal';
import { schemaRule } from '../shared/schemaRule';
import { addRedirect, updateRedirect } from './api';

interface RuleValues {
  from: string;
  to: string;
  status: RedirectStatus;
}

interface RedirectRuleModalProps {
  /** The rule being edited; null adds a new one. */
  rule: RedirectRule | null;
  onClose: () => void;
  onSaved: () => void;
}

/** 添加 / 编辑 one rule; the contract's checks run as you type, the server's (chains, duplicates) on save. */
export function RedirectRuleModal({ rule, onClose, onSaved }: RedirectRuleModalProps) {
  const initialValues: RuleValues = rule ? { from: rule.from, to: rule.to, status: rule.status } : { from: '', to: '', status: 301 };
  return (
    <FormModal<RuleValues>
      title={rule ? '编辑重定向规则' : '添加重定向规则'}
      okText={rule ? '保存' : '添加'}
      initialValues={initialValues}
      discardTitle="放弃没有保存的规则？"
      onSubmit={(values) => (rule ? updateRedirect(rule.id, values) : addRedirect(values))}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item
        name="from"
        label="来源地址"
        extra="以 / 开头的本站旧地址，中文可直接写；结尾的 / 有无都一样。也可以粘贴完整网址。"
        rules={[schemaRule(redirectRuleBody.shape.from)]}
      >
        <Input placeholder="/2021/01/21/旧文章/" autoComplete="off" maxLength={REDIRECT_LIMITS.fromMax} />
      </Form.Item>
      <Form.Item name="to" label="目标地址" extra="本站地址（如 /post/链接名）或 https:// 开头的完整网址" rules={[schemaRule(redirectRuleBody.shape.to)]}>
        <Input placeholder="/post/新文章" autoComplete="off" maxLength={REDIRECT_LIMITS.toMax} />
      </Form.Item>
      <Form.Item name="status" label="跳转方式">
        <Radio.Group
          options={[
            { value: 301, label: '301 永久（搜索引擎把排名转到新地址）' },
            { value: 302, label: '302 临时' },
          ]}
        />
      </Form.Item>
    </FormModal>
  );
}

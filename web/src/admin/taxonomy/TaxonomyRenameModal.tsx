import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { TAXONOMY_NAME_MAX, TAXONOMY_NOUN, type TaxonomyKind } from '@blog/contract';
import { FormModal } from '../shared/FormModal';
import type { TaxonomyApi, TaxonomyItem } from './api';
import { nameRule } from './nameRule';

interface RenameModalProps {
  kind: TaxonomyKind;
  api: TaxonomyApi;
  /** The row being renamed; the dialog is rendered only while one is. */
  item: TaxonomyItem;
  onClose: () => void;
  onSaved: () => void;
}

/** 改名: the current name, checked by the server's rule as it is typed; Enter saves. */
export function TaxonomyRenameModal({ kind, api, item, onClose, onSaved }: RenameModalProps) {
  const noun = TAXONOMY_NOUN[kind];
  return (
    <FormModal<{ name: string }> title={`修改${noun}名`} initialValues={{ name: item.name }} onSubmit={({ name }) => api.rename(item.id, name.trim())} onClose={onClose} onSaved={onSaved}>
      <Form.Item label={`${noun}名`} name="name" rules={[nameRule(kind)]}>
        <Input count={{ show: true, max: TAXONOMY_NAME_MAX }} autoFocus autoComplete="off" />
      </Form.Item>
    </FormModal>
  );
}

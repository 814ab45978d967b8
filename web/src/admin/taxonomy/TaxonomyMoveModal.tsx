import { useEffect, useState } from 'react';
import Alert from 'antd/es/alert';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { TAXONOMY_NOUN, type TaxonomyKind } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { toastFailure } from '../shared/format';
import type { TaxonomyApi, TaxonomyChoice, TaxonomyItem } from './api';

/** Why the move dialog is open: this row, refused with the server's sentence (how many articles). */
export interface MoveRequest {
  item: TaxonomyItem;
  reason: string;
}

interface MoveModalProps {
  kind: TaxonomyKind;
  api: TaxonomyApi;
  request: MoveRequest | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** 移动文章到…: pick another category or tag; confirming moves the articles and deletes this one. */
export function TaxonomyMoveModal({ kind, api, request, onClose, onDeleted }: MoveModalProps) {
  const noun = TAXONOMY_NOUN[kind];
  const [choices, setChoices] = useState<TaxonomyChoice[] | null>(null);
  const [target, setTarget] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const itemId = request?.item.id;

  useEffect(() => {
    if (itemId === undefined) return;
    let active = true;
    setChoices(null);
    setTarget(undefined);
    api.choices().then(
      (all) => active && setChoices(all.filter((choice) => choice.id !== itemId)),
      () => active && setChoices([]),
    );
    return () => {
      active = false;
    };
  }, [api, itemId]);

  const confirm = async () => {
    if (!request || target === undefined) return;
    setBusy(true);
    try {
      const outcome = await api.remove(request.item.id, target);
      if (outcome.deleted) {
        feedback.message.success(outcome.message);
        onDeleted();
        onClose();
      } else {
        feedback.message.warning(outcome.inUse);
      }
    } catch (error) {
      toastFailure(error, '删除失败');
    } finally {
      setBusy(false);
    }
  };

  const noOthers = choices !== null && choices.length === 0;
  return (
    <Modal
      open={request !== null}
      title={`移动文章到…`}
      okText="移动并删除"
      cancelText="取消"
      okButtonProps={{ danger: true, disabled: target === undefined }}
      confirmLoading={busy}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
    >
      {request && (
        <>
          <Alert type="warning" showIcon title={request.reason} style={{ marginBottom: 16 }} />
          <label htmlFor="taxonomy-move-target">
            把这些文章移到另一个{noun}，然后删除{noun}「{request.item.name}」：
          </label>
          <Select
            id="taxonomy-move-target"
            style={{ width: '100%', marginTop: 8 }}
            placeholder={noOthers ? `没有其他${noun}，请先新建一个` : `选择${noun}`}
            loading={choices === null}
            disabled={noOthers}
            showSearch={{ optionFilterProp: 'label' }}
            value={target}
            onChange={setTarget}
            options={(choices ?? []).map((choice) => ({ value: choice.id, label: choice.name }))}
          />
        </>
      )}
    </Modal>
  );
}

import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Switch from 'antd/es/switch';
import type { UploadFile } from 'antd/es/upload';
import { TALK_LIMITS, TALK_STATUS, talkWriteBody, type AdminTalkRow } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { FormModal } from '../shared/FormModal';
import { schemaRule } from '../shared/schemaRule';
import { saveTalk } from './api';
import { collectImages, imagesProblem, toUploadFiles } from './talkImages';
import { TalkImagesField } from './TalkImagesField';

interface TalkFormValues {
  content: string;
  photos: UploadFile[];
  status: number;
  pinned: boolean;
}

/** Rendered only while open, so each opening starts a fresh form from the post (or an empty one). */
interface TalkEditorModalProps {
  /** The post being edited; undefined writes a new one. */
  talk?: AdminTalkRow;
  onClose: () => void;
  onSaved: () => void;
}

const NEW_TALK: TalkFormValues = { content: '', photos: [], status: TALK_STATUS.public, pinned: false };

const valuesOf = (talk: AdminTalkRow | undefined): TalkFormValues =>
  talk ? { content: talk.content, photos: toUploadFiles(talk.images), status: talk.status, pinned: talk.is_top === 1 } : NEW_TALK;

/** 发说说 / 编辑说说: text with a count, up to nine pictures, 公开/私密 and 置顶. */
export function TalkEditorModal({ talk, onClose, onSaved }: TalkEditorModalProps) {
  const save = (values: TalkFormValues) => {
    const images = collectImages(values.photos);
    const problem = imagesProblem(images);
    if (problem) {
      feedback.message.warning(problem);
      return null;
    }
    return saveTalk({ content: values.content.trim(), photos: images.urls, status: values.status as 1 | 2, is_top: (values.pinned ? 1 : 2) as 1 | 2 }, talk?.id);
  };

  return (
    <FormModal<TalkFormValues>
      title={talk ? '编辑说说' : '发说说'}
      okText={talk ? '保存' : '发布'}
      width={640}
      initialValues={valuesOf(talk)}
      onSubmit={save}
      discardTitle="放弃没有保存的内容？"
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item label="内容" name="content" rules={[schemaRule(talkWriteBody.shape.content)]}>
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} count={{ show: true, max: TALK_LIMITS.contentMax }} placeholder="想说点什么？" autoFocus />
      </Form.Item>
      <Form.Item label={`图片（最多 ${TALK_LIMITS.imagesMax} 张）`} name="photos">
        <TalkImagesField />
      </Form.Item>
      <Form.Item label="谁能看到" name="status">
        <Radio.Group
          options={[
            { value: TALK_STATUS.public, label: '公开' },
            { value: TALK_STATUS.private, label: '私密（只有自己在后台看得到）' },
          ]}
        />
      </Form.Item>
      <Form.Item label="置顶" name="pinned" valuePropName="checked">
        <Switch checkedChildren="置顶" unCheckedChildren="不置顶" />
      </Form.Item>
    </FormModal>
  );
}

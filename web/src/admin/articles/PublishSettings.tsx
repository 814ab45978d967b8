import DatePicker from 'antd/es/date-picker';
import Divider from 'antd/es/divider';
import Form from 'antd/es/form';
import { ARTICLE_STATUS } from '@blog/contract';
import type { ArticleDraft, FieldErrors } from './articleDraft';
import { instantOfPicked, pickerValueOf, useSiteZone } from './publishTime';

interface PublishSettingsProps {
  draft: ArticleDraft;
  onChange: (patch: Partial<ArticleDraft>) => void;
  errors: FieldErrors;
}

/**
 * 发布设置: the publish time, in the site's zone. Empty means "when it is saved" (a new article);
 * for 定时发布 it is the moment the article appears on the site.
 */
export function PublishSettings({ draft, onChange, errors }: PublishSettingsProps) {
  const zone = useSiteZone();
  const scheduled = draft.status === ARTICLE_STATUS.scheduled;
  const error = errors.publish_time;
  const hint = scheduled ? `到这个时间（${zone}）自动发布，之前网站上哪里都看不到` : `留空为保存时；可以往前填，用于补录旧文（${zone}）`;
  return (
    <>
      <Divider plain>
        发布设置
      </Divider>
      <Form.Item
        label={scheduled ? '定时发布时间' : '发布时间'}
        htmlFor="article-publish-time"
        required={scheduled}
        extra={error ? undefined : hint}
        {...(error ? { validateStatus: 'error' as const, help: error } : {})}
      >
        <DatePicker
          id="article-publish-time"
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          placeholder={scheduled ? '选择发布时间' : '现在'}
          value={pickerValueOf(draft.publish_time, zone)}
          onChange={(value) => onChange({ publish_time: value ? instantOfPicked(value.second(0), zone) : undefined })}
          status={error ? 'error' : undefined}
          style={{ width: '100%' }}
          aria-label={scheduled ? '定时发布时间' : '发布时间'}
        />
      </Form.Item>
    </>
  );
}

import { useState } from 'react';
import Alert from 'antd/es/alert';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import { API_CODE, LINK_STATUS, type LinkApplication, type OwnLink } from '@blog/contract';
import { openLogin } from '@/lib/loginEntry';
import { toastFailure } from '@/lib/http';
import { feedback } from '@/lib/feedback';
import { useSiteAddress, useSiteStore } from '@/features/site/siteStore';
import { useLoggedIn, useUserStore } from '@/features/user/userStore';
import parts from '@/components/pageParts.module.css';
import { applyForLink, updateOwnLink } from './api';
import { LinkForm } from './LinkForm';
import { useOwnLink } from './useOwnLink';
import styles from './LinkListPage.module.css';

export const PENDING_NOTICE = '你的友链申请正在审核中';
export const APPROVED_NOTICE = '你的友链已通过审核，已经显示在上方的列表里';
// One link per account: a new application or an edit replaces the one there is (README 设计说明).
const PENDING_DETAIL = '博主审核通过后会显示在友链列表里，并通过站内消息通知你。审核前修改的内容会直接替换这份申请。';
const APPROVED_DETAIL = '每个账号一个友链；修改后需要博主重新审核。';

/** What a visitor puts on their own site in return. */
function OurSiteInfo() {
  const config = useSiteStore((s) => s.config);
  const address = useSiteAddress();
  if (!config) return null;
  return (
    <dl className={styles.ourSite}>
      <div>
        <dt>名称</dt>
        <dd>{config.blog_name}</dd>
      </div>
      <div>
        <dt>地址</dt>
        <dd>{address}</dd>
      </div>
      {config.personal_say ? (
        <div>
          <dt>描述</dt>
          <dd>{config.personal_say}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function OwnApplication({ own, onEdit }: { own: OwnLink; onEdit: () => void }) {
  const pending = own.status === LINK_STATUS.pending;
  return (
    <div className={styles.own}>
      <Alert type={pending ? 'info' : 'success'} showIcon title={pending ? PENDING_NOTICE : APPROVED_NOTICE} description={pending ? PENDING_DETAIL : APPROVED_DETAIL} />
      <div className={styles.ownCard} aria-label="我的友链申请">
        <Avatar size={48} src={own.site_avatar || undefined} alt="">
          <span aria-hidden="true">{[...own.site_name][0]}</span>
        </Avatar>
        <div className={styles.ownText}>
          <div className={styles.ownTitle}>
            <strong>{own.site_name}</strong>
            <Tag color={pending ? 'processing' : 'success'}>{pending ? '待审核' : '已通过'}</Tag>
          </div>
          <p>{own.site_desc}</p>
          <a href={own.url} target="_blank" rel="noopener noreferrer">
            {own.url}
          </a>
        </div>
      </div>
      <Button onClick={onEdit}>修改申请</Button>
    </div>
  );
}

/** 申请友链: guests are asked to log in; a user applies once, then sees and edits their application. */
export function LinkApplySection() {
  const loggedIn = useLoggedIn();
  const userId = useUserStore((s) => s.userInfo?.id ?? null);
  const { own, failed, setOwn } = useOwnLink(loggedIn ? userId : null);
  const [editing, setEditing] = useState(false);

  const submit = async (values: LinkApplication): Promise<boolean> => {
    try {
      const res = own ? await updateOwnLink({ ...values, id: own.id }) : await applyForLink(values);
      if (res.code !== API_CODE.success) {
        feedback.message.error(res.message || '提交失败');
        return false;
      }
      setOwn(res.result);
      setEditing(false);
      feedback.message.success(res.message);
      return true;
    } catch (error) {
      toastFailure(error, '提交失败，请稍后再试');
      return false;
    }
  };

  let body;
  if (!loggedIn) {
    body = (
      <div className={styles.applyPrompt}>
        <p>登录后即可申请友链，审核通过后就会出现在上面的列表里。</p>
        <Button type="primary" onClick={openLogin}>
          申请友链
        </Button>
      </div>
    );
  } else if (failed) {
    body = <Alert type="error" showIcon title="没能读取你的友链申请，请刷新页面重试" />;
  } else if (own === undefined) {
    body = <Spin />;
  } else if (editing) {
    body = (
      <LinkForm
        initial={own ?? undefined}
        submitText={own ? '保存修改' : '提交申请'}
        onSubmit={submit}
        onCancel={() => setEditing(false)}
      />
    );
  } else if (own) {
    body = <OwnApplication own={own} onEdit={() => setEditing(true)} />;
  } else {
    body = (
      <div className={styles.applyPrompt}>
        <p>先在你的网站加上本站的链接，再提交申请，博主审核后会通过站内消息通知你。每个账号一个友链，提交后还可以修改。</p>
        <Button type="primary" onClick={() => setEditing(true)}>
          申请友链
        </Button>
      </div>
    );
  }

  return (
    <section className={`${parts.surface} ${styles.card}`} aria-labelledby="link-apply-heading">
      <h2 id="link-apply-heading" className={styles.heading}>
        申请友链
      </h2>
      <OurSiteInfo />
      {body}
    </section>
  );
}

import Alert from 'antd/es/alert';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import styles from './UsersAdmin.module.css';

/**
 * The one-time password, shown once: the server keeps only its hash, so closing this dialog is the
 * last chance to copy it.
 */
export function PasswordShownOnce({ who, password, onClose }: { who: string; password: string; onClose: () => void }) {
  return (
    <Modal open title={`「${who}」的新密码`} okText="我已记下" onOk={onClose} onCancel={onClose} cancelButtonProps={{ style: { display: 'none' } }} maskClosable={false}>
      <Alert type="warning" showIcon title="只显示这一次：关闭后无法再查看，请复制后交给用户本人。" />
      <Typography.Paragraph className={styles.password} copyable={{ text: password, tooltips: ['复制', '已复制'] }} data-testid="one-time-password">
        {password}
      </Typography.Paragraph>
      <p className={styles.note}>该用户的所有登录已经失效，需要用这个密码重新登录，登录后可在个人中心修改密码。</p>
    </Modal>
  );
}

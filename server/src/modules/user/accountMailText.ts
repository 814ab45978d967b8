import { escapeHtml, type SiteInfo } from '../outbox/render';
import type { MailMessage } from '../outbox/smtp';

/** A mail carrying one single-use link to its account's owner: Chinese, HTML with a plain-text part. */
function linkMail(site: SiteInfo, to: string, subject: string, lines: { intro: string; action: string; link: string; note: string }): MailMessage {
  const text = [lines.intro, '', `${lines.action}：`, lines.link, '', lines.note, '', '——', `这封邮件由「${site.name}」（${site.origin}）自动发送。`].join('\n');
  const html =
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family:-apple-system,'PingFang SC','Microsoft YaHei',sans-serif;color:#1f2328;line-height:1.7;max-width:640px;margin:0 auto;padding:16px">` +
    `<p>${escapeHtml(lines.intro)}</p>` +
    `<p><a href="${escapeHtml(lines.link)}" style="display:inline-block;padding:8px 20px;border-radius:6px;background:#1677ff;color:#fff;text-decoration:none">${escapeHtml(lines.action)}</a></p>` +
    `<p style="word-break:break-all;font-size:13px;color:#555">打不开按钮时，把这个地址复制到浏览器：<br>${escapeHtml(lines.link)}</p>` +
    `<p style="font-size:13px;color:#555">${escapeHtml(lines.note)}</p>` +
    `<hr style="border:none;border-top:1px solid #ddd"><p style="font-size:12px;color:#777">这封邮件由「${escapeHtml(site.name)}」自动发送。</p></body></html>`;
  return { to, subject, text, html };
}

export function verifyEmailMail(site: SiteInfo, to: string, username: string, link: string): MailMessage {
  return linkMail(site, to, `【${site.name}】验证你的邮箱`, {
    intro: `你好，${username}：你在「${site.name}」的个人中心填写了这个邮箱。打开下面的链接完成验证，之后回复提醒和找回密码的邮件会发到这里。`,
    action: '验证邮箱',
    link,
    note: '链接 24 小时内有效，只能使用一次。如果不是你本人操作，忽略这封邮件即可，邮箱不会被绑定。',
  });
}

export function resetPasswordMail(site: SiteInfo, to: string, username: string, link: string): MailMessage {
  return linkMail(site, to, `【${site.name}】重置密码`, {
    intro: `你好，${username}：有人在「${site.name}」为你的账号申请了重置密码。`,
    action: '设置新密码',
    link,
    note: '链接 30 分钟内有效，只能使用一次；设置新密码后，所有设备上的登录都会退出。如果不是你本人操作，忽略这封邮件即可，密码不会改变。',
  });
}

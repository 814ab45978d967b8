import { escapeHtml } from '../outbox/render';

/*
 * The pages a mailed link opens. They are plain HTML forms (no script, so the strict CSP holds and
 * they work in any mail app's browser); light and dark follow the system, and they fit a phone.
 */

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>` +
    `<style>:root{color-scheme:light dark}body{font-family:-apple-system,'PingFang SC','Microsoft YaHei',sans-serif;max-width:420px;margin:12vh auto;padding:0 20px;line-height:1.7;color:#1f2328;background:#fff}` +
    `h1{font-size:20px;margin:0 0 12px}label{display:block;margin:14px 0 4px;font-size:14px}input{box-sizing:border-box;width:100%;font:inherit;padding:8px 10px;border:1px solid #c8ccd1;border-radius:6px;background:transparent;color:inherit}` +
    `input:focus{outline:2px solid #1677ff;outline-offset:1px}button{margin-top:18px;font:inherit;padding:8px 22px;border-radius:6px;border:1px solid #1677ff;background:#1677ff;color:#fff;cursor:pointer}` +
    `button:focus-visible{outline:2px solid #1677ff;outline-offset:2px}.error{color:#cf222e}.hint{font-size:13px;color:#656d76}a{color:#1677ff}` +
    `@media (prefers-color-scheme:dark){body{background:#141414;color:#e6e6e6}input{border-color:#444}.error{color:#ff7b72}.hint{color:#9da5ae}a{color:#4c9bff}}</style></head>` +
    `<body><main>${body}</main></body></html>`
  );
}

const home = '<p><a href="/">返回首页</a></p>';

export const linkInvalidPage = (message: string) => page('链接无效', `<h1>链接无效</h1><p class="error">${escapeHtml(message)}</p>${home}`);

export const verifyConfirmPage = (token: string) =>
  page(
    '验证邮箱',
    `<h1>验证邮箱</h1><p>按下按钮，把这个邮箱绑定到你的账号。</p><form method="post" action="/api/user/verifyEmail"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">确认验证</button></form>`,
  );

export const verifiedPage = () => page('邮箱已验证', `<h1>邮箱已验证</h1><p>以后回复提醒和找回密码的邮件会发到这个邮箱。可以在 个人中心 → 通知设置 里选择想收哪些邮件。</p>${home}`);

export const resetFormPage = (token: string, error = '') =>
  page(
    '设置新密码',
    `<h1>设置新密码</h1>${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}` +
      `<form method="post" action="/api/user/resetPassword"><input type="hidden" name="token" value="${escapeHtml(token)}">` +
      `<label for="password1">新密码</label><input id="password1" name="password1" type="password" autocomplete="new-password" required maxlength="18" autofocus>` +
      `<label for="password2">再输一次</label><input id="password2" name="password2" type="password" autocomplete="new-password" required maxlength="18">` +
      `<p class="hint">8–18 位，数字、字母、符号至少两种。设置后所有设备上的登录都会退出。</p><button type="submit">保存新密码</button></form>`,
  );

export const resetDonePage = () => page('密码已重置', `<h1>密码已重置</h1><p>所有设备上的登录都已退出，请用新密码登录。</p>${home}`);

export const unsubscribeConfirmPage = (query: string, label: string) =>
  page('退订邮件', `<h1>退订邮件</h1><p>不再收到「${escapeHtml(label)}」邮件？</p><form method="post" action="/api/user/unsubscribe?${escapeHtml(query)}"><button type="submit">确认退订</button></form>`);

export const unsubscribedPage = (label: string) =>
  page('已退订', `<h1>已退订</h1><p>以后不会再收到「${escapeHtml(label)}」邮件。可以在 个人中心 → 通知设置 里重新打开。</p>${home}`);

import { isIP } from 'node:net';
import nodemailer from 'nodemailer';
import { checkHost, outboundAllowsPrivate, RefusedAddressError } from '../../platform/outbound';
import type { SecretBox } from '../../platform/secretBox';
import type { NotifySettings } from './settings';

/*
 * SMTP through the blogger's own server (nodemailer). The host is resolved once by the outbound
 * guard and the connection goes to the checked address, the name kept for TLS (servername) — the
 * same rule as every other outbound connection, so a host name cannot point the server at its own
 * network. Errors come back in Chinese with the server's own words quoted.
 */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** A failure the sender records and the console shows; `retry` false when trying again cannot help. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

interface SmtpFailure {
  code?: string;
  response?: string;
  responseCode?: number;
  message?: string;
}

/** The Chinese sentence for a failed SMTP exchange; never contains the password. */
export function describeSmtpError(error: unknown, where: string): DeliveryError {
  if (error instanceof DeliveryError) return error;
  if (error instanceof RefusedAddressError) return new DeliveryError(`SMTP 服务器 ${where}：${error.message}`, false);
  const failure = (typeof error === 'object' && error !== null ? error : {}) as SmtpFailure;
  const said = failure.response ? `服务器回答：${failure.response}` : '';
  const detail = failure.message ?? String(error);
  switch (failure.code) {
    case 'EAUTH':
      return new DeliveryError(`登录被拒绝：用户名或密码（授权码）不对。${said || detail}`, false);
    case 'ENOAUTH':
      return new DeliveryError('服务器要求登录：请填写用户名和密码（授权码）', false);
    case 'EENVELOPE':
      return new DeliveryError(`服务器不接受发件人或收件人地址。${said || detail}`, true);
    case 'ETIMEDOUT':
      return new DeliveryError(`连接 SMTP 服务器 ${where} 超时（对方没有回答）`, true);
    case 'ETLS':
      return new DeliveryError(`与 SMTP 服务器 ${where} 建立加密连接失败：${detail}。请检查加密方式和端口是否配套（465 用 SSL/TLS，587 用 STARTTLS）`, true);
    case 'ECONNECTION':
    case 'ESOCKET':
    case 'EDNS':
      return new DeliveryError(`连不上 SMTP 服务器 ${where}：${detail}`, true);
    default:
      return new DeliveryError(`发送失败：${said || detail}`, true);
  }
}

/**
 * Sends one mail; answers the server's reply line (「250 OK …」). Throws DeliveryError.
 * A transport lives for one mail: the settings may change between two, and the guard checks the
 * host's address every time.
 */
export async function sendMail(settings: NotifySettings, box: SecretBox, message: MailMessage): Promise<string> {
  const where = `${settings.smtpHost}:${settings.smtpPort}`;
  if (!settings.smtpHost || !settings.fromAddress) throw new DeliveryError('还没有设置 SMTP 服务器和发件地址', false);
  const password = settings.smtpPasswordSealed ? box.open(settings.smtpPasswordSealed) : '';
  if (password === null) throw new DeliveryError('保存的 SMTP 密码无法解密（数据目录的密钥已更换），请在 网站设置 → 通知 重新填写密码', false);
  try {
    const pinned = await checkHost(settings.smtpHost, { allowPrivate: outboundAllowsPrivate() });
    const transport = nodemailer.createTransport({
      host: pinned.address,
      port: settings.smtpPort,
      secure: settings.smtpSecurity === 'ssl',
      requireTLS: settings.smtpSecurity === 'starttls',
      ignoreTLS: settings.smtpSecurity === 'none',
      auth: settings.smtpUser ? { user: settings.smtpUser, pass: password } : undefined,
      // The certificate is checked against the name the blogger typed, not the address we dialled.
      tls: isIP(settings.smtpHost.replace(/^\[|\]$/g, '')) ? {} : { servername: settings.smtpHost },
      ...TIMEOUTS,
    });
    try {
      const info = await transport.sendMail({
        from: settings.fromName ? { name: settings.fromName, address: settings.fromAddress } : settings.fromAddress,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
      return String(info.response ?? '');
    } finally {
      transport.close();
    }
  } catch (error) {
    throw describeSmtpError(error, where);
  }
}

import { feedback } from '@/lib/feedback';

/**
 * The header's 登录 item and the drawer avatar call `openLogin()`. The accounts feature replaces
 * the opener with its login dialog through `setLoginOpener`.
 */
let opener: () => void = () => {
  feedback.message.info('登录功能即将开放，敬请期待～');
};

export function setLoginOpener(open: () => void): void {
  opener = open;
}

export function openLogin(): void {
  opener();
}

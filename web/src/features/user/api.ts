import type { AccountEmailView, MailPrefsBody, PasswordChanged, SetEmailBody, UpdateOwnUserInfoBody, UpdatePasswordBody, UploadResult, UserInfo } from '@blog/contract';
import { http } from '@/lib/http';

export function getUserInfoById(id: number, options: { skipBusinessToast?: boolean } = {}) {
  return http.get<UserInfo>(`/api/user/getUserInfoById/${id}`, options);
}

export function updateOwnUserInfo(body: UpdateOwnUserInfoBody) {
  return http.put<null>('/api/user/updateOwnUserInfo', body);
}

export function updatePassword(body: UpdatePasswordBody) {
  return http.put<PasswordChanged>('/api/user/updatePassword', body);
}

/** Multipart field `file`; the browser sets the boundary (axios drops the JSON default for FormData). */
export function uploadImage(file: Blob, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return http.post<UploadResult>('/api/upload/img', form, {
    headers: { 'Content-Type': 'multipart/form-data' },
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
}

/** 个人中心's 邮箱 and 通知设置. */
export function getAccountEmail() {
  return http.get<AccountEmailView>('/api/user/email');
}

/** '' removes the address; another is mailed a verification link. */
export function setAccountEmail(body: SetEmailBody) {
  return http.put<AccountEmailView>('/api/user/email', body);
}

export function saveMailPrefs(body: MailPrefsBody) {
  return http.put<AccountEmailView>('/api/user/mailPrefs', body);
}

import type { AdminPasswordReset, AdminUserListBody, AdminUserPage, UsernameClash } from '@blog/contract';
import { http, resultOf } from '@/lib/http';

/** The console's user calls (contract/src/peopleAdmin.ts); each resolves to the server's sentence or rejects with the reason. */

export async function getUsers(body: AdminUserListBody): Promise<AdminUserPage> {
  return resultOf(await http.post<AdminUserPage>('/api/user/adminList', body));
}

export async function setUserDisabled(id: number, disabled: boolean): Promise<string> {
  const res = await http.put<unknown>(`/api/user/adminDisable/${id}`, { disabled });
  resultOf(res);
  return res.message;
}

/** role 1 makes an admin, 2 removes the role. */
export async function setUserRole(id: number, role: 1 | 2): Promise<string> {
  const res = await http.put<null>(`/api/user/adminRole/${id}/${role}`);
  resultOf(res);
  return res.message;
}

/** The new password, which the server shows this once. */
export async function resetUserPassword(id: number): Promise<string> {
  return resultOf(await http.put<AdminPasswordReset>(`/api/user/adminResetPassword/${id}`)).password;
}

/** Accounts whose usernames differ only in case: each group waits for the admin to rename one. */
export async function getNameClashes(): Promise<UsernameClash[]> {
  return resultOf(await http.get<UsernameClash[]>('/api/user/adminNameClashes'));
}

export async function renameUser(id: number, username: string): Promise<string> {
  const res = await http.put<null>(`/api/user/adminRename/${id}`, { username });
  resultOf(res);
  return res.message;
}

import type { AjaxResultOf, Envelope, SysUser, TreeSelect } from '@dis/shared';
import { download, http, RequestError, uploadFile } from '@dis/shared/request';
import type { ConsoleFilters, UserCreate, UserFilter, UserForm, UserUpdate } from '@dis/contract';
import { resourceApi } from '@dis/ui';

/** `/system/user`: list, get, add / edit (`POST` / `PUT`), delete, export, status. */
export const users = resourceApi<SysUser, ConsoleFilters<UserFilter>, UserCreate | UserUpdate>('system/user');

/** `GET /system/user/deptTree`: the departments the user may see, as a tree (the dialog's 归属部门). */
export async function fetchDeptTree(): Promise<TreeSelect[]> {
  const answer = await http.get<AjaxResultOf<TreeSelect[]>>('/system/user/deptTree');
  return answer.data ?? [];
}

/**
 * `GET /system/user/deptTree`: the departments the user may see, as a tree; a query of the
 * console's cache (`['system/user', 'deptTree', {}, lang]`), where the document's carried answer is too.
 */
export function deptTreeQuery(lang: string) {
  return {
    queryKey: users.readKey(['deptTree'], {}, lang),
    queryFn: () => http.get<AjaxResultOf<TreeSelect[]>>('/system/user/deptTree'),
  };
}

/** `GET /system/user/` (adding) or `/system/user/{userId}`: roles and posts to choose, the user and its links. */
export function fetchUserForm(userId?: number | string): Promise<UserForm> {
  return http.get<UserForm>(`/system/user/${userId ?? ''}`);
}

/** `PUT /system/user/resetPwd` */
export function resetPassword(userId: number, password: string): Promise<Envelope> {
  return http.put<Envelope>('/system/user/resetPwd', { userId, password });
}

/** `PUT /system/user/resetTotp`: the user's two-factor enrolment goes and their sessions end. */
export function resetTotp(userId: number): Promise<Envelope> {
  return http.put<Envelope>('/system/user/resetTotp', { userId });
}

/** `POST /system/user/importTemplate`, saved as `user_template_<time>.xlsx`. */
export function downloadTemplate(): Promise<boolean> {
  return download('/system/user/importTemplate', {}, `user_template_${Date.now()}.xlsx`);
}

/**
 * `POST /system/user/importData?updateSupport=`: the server's summary (HTML lines), whether the
 * import was written (a refused import answers the refused rows as its message).
 */
export async function importUsers(file: File, updateSupport: boolean): Promise<{ ok: boolean; msg: string }> {
  try {
    const answer = await uploadFile<Envelope>(
      `/system/user/importData?updateSupport=${updateSupport}`,
      file,
      {
        silent: true,
      },
    );
    return { ok: true, msg: answer.msg ?? '' };
  } catch (error) {
    if (error instanceof RequestError && error.kind === 'business') return { ok: false, msg: error.message };
    throw error;
  }
}

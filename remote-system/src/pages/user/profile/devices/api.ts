import type { MySession } from '@dis/contract';
import type { Envelope } from '@dis/shared';
import { http } from '@dis/shared/request';

export type { MySession };

/** `GET /system/user/profile/sessions`: the signed-in user's open sessions, the current one first. */
export async function fetchMySessions(): Promise<MySession[]> {
  const { data } = await http.get<Envelope & { data?: MySession[] }>('/system/user/profile/sessions');
  return Array.isArray(data) ? data : [];
}

/** `DELETE /system/user/profile/sessions/{sessionId}`: signs another of them out, as 强退 does. */
export function signOutSession(sessionId: string): Promise<Envelope> {
  return http.delete<Envelope>(`/system/user/profile/sessions/${encodeURIComponent(sessionId)}`);
}

import type { Envelope } from '../types';
import { http } from './client';

/**
 * `GET /system/config/configKey/{key}`: the value of a setting (参数设置), '' when it is unset.
 * Silent: a caller that cannot read a setting goes on without it.
 */
export async function fetchConfigValue(key: string): Promise<string> {
  const answer = await http.get<Envelope>(`/system/config/configKey/${key}`, undefined, { silent: true });
  return answer.msg ?? '';
}

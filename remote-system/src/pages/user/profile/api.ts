import type { Envelope } from '@dis/shared';
import { fetchConfigValue, http, uploadFile } from '@dis/shared/request';
import type { BasicInfoValues, Profile, ProfileAnswer } from './types';

/** `GET /system/user/profile`: the user, role names and post names. */
export async function fetchProfile(): Promise<Profile> {
  const answer = await http.get<ProfileAnswer>('/system/user/profile');
  return { user: answer.data, roleGroup: answer.roleGroup ?? '', postGroup: answer.postGroup ?? '' };
}

/** `PUT /system/user/profile` with the four fields the server reads. */
export function saveBasicInfo(values: BasicInfoValues): Promise<Envelope> {
  const { nickName, phonenumber, email, sex } = values;
  return http.put<Envelope>('/system/user/profile', { nickName, phonenumber, email, sex });
}

/** `PUT /system/user/profile/updatePwd` */
export function changePassword(oldPassword: string, newPassword: string): Promise<Envelope> {
  return http.put<Envelope>('/system/user/profile/updatePwd', { oldPassword, newPassword });
}

/** `GET /system/config/configKey/sys.account.chrtype`: the password character rule ("0"–"4"). */
export async function fetchPasswordCharType(): Promise<string> {
  return (await fetchConfigValue('sys.account.chrtype')).trim() || '0';
}

/** `POST /system/user/profile/avatar` (multipart `avatarfile`): answers the stored path. */
export async function uploadAvatar(image: Blob, fileName: string): Promise<string> {
  const answer = await uploadFile<Envelope & { imgUrl: string }>('/system/user/profile/avatar', image, {
    field: 'avatarfile',
    fileName,
    silent: true,
  });
  return answer.imgUrl;
}

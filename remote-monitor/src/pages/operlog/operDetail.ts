import type { SysOperLog } from '@dis/contract';

/** A request's parameters or answer as the detail dialog shows them: JSON indented, other text as it is. */
export function prettyJson(text: string | null | undefined): string {
  if (!text) return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** 操作地址 / 操作地点 in one line, as RuoYi's detail: `127.0.0.1 / 内网IP`. */
export function addressOf(log: Pick<SysOperLog, 'operIp' | 'operLocation'>): string {
  return [log.operIp, log.operLocation].filter(Boolean).join(' / ');
}

/** 请求地址 with its method: `PUT /prod-api/system/post`. */
export function urlOf(log: Pick<SysOperLog, 'operUrl' | 'requestMethod'>): string {
  return [log.requestMethod, log.operUrl].filter(Boolean).join(' ');
}

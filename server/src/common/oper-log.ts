import type { BusinessTypeValue } from './business-type';

/** One `sys_oper_log` row as the hook writes it. */
export interface OperLogEntry {
  title: string;
  businessType: BusinessTypeValue;
  method: string;
  requestMethod: string;
  operatorType: number;
  operName: string;
  deptName: string;
  operUrl: string;
  operIp: string;
  operLocation: string;
  operParam: string;
  jsonResult: string;
  status: number;
  errorMsg: string;
  operTime: string;
  costTime: number;
}

/** Stores operation-log rows: provided by the operation-log module (`app.operLog`). */
export interface OperLogWriter {
  write(entry: OperLogEntry): Promise<void>;
}

export interface OperLogConfig {
  /** the module, e.g. 在线用户 */
  title: string;
  businessType: BusinessTypeValue;
}

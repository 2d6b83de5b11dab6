import type { SysDept } from '@dis/contract';
import { isEmail, MOBILE_PATTERN } from '@dis/contract/rules';

/** The form of the department dialog. */
export interface DeptFormValues {
  parentId: number | null;
  deptName: string;
  orderNum: number | null;
  leader: string;
  phone: string;
  email: string;
  status: '0' | '1';
}

export const NEW_DEPT: DeptFormValues = {
  parentId: null,
  deptName: '',
  orderNum: null,
  leader: '',
  phone: '',
  email: '',
  status: '0',
};

/** A loaded department as form values. */
export function formOfDept(dept: SysDept): DeptFormValues {
  return {
    parentId: dept.parentId,
    deptName: dept.deptName ?? '',
    orderNum: dept.orderNum,
    leader: dept.leader ?? '',
    phone: dept.phone ?? '',
    email: dept.email ?? '',
    status: dept.status === '1' ? '1' : '0',
  };
}

const orNull = (value: string | null | undefined) => (value ?? '').trim() || null;

/** The body of `POST` / `PUT /system/dept`, trimmed (an empty leader, phone or e-mail is null). */
export function deptBody(values: DeptFormValues, deptId?: number) {
  return {
    ...(deptId === undefined ? {} : { deptId }),
    parentId: values.parentId ?? 0,
    deptName: values.deptName.trim(),
    orderNum: values.orderNum ?? 0,
    leader: orNull(values.leader),
    phone: orNull(values.phone),
    email: orNull(values.email),
    status: values.status,
  };
}

/** The phone check of the dialog (the server's too): empty, or a mainland mobile number. */
export const phoneOk = (phone: string | undefined) => !phone?.trim() || MOBILE_PATTERN.test(phone.trim());

/** The e-mail check of the dialog (the server's too): empty, or something@host.tld. */
export const emailOk = (email: string | undefined) => !email?.trim() || isEmail(email);

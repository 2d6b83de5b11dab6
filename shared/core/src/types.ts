/** Wire types of the RuoYi-Vue contract (see shared/design/reference/ruoyi-api.md). */

/** Every answer carries a code and a message; `code` missing counts as 200. */
export interface Envelope {
  code?: number;
  msg?: string;
}

/** AjaxResult: `{code, msg, data?, ...extra keys}`. */
export type AjaxResult<T = undefined, Extra extends object = object> = Envelope &
  (T extends undefined ? object : { data: T }) &
  Extra;

/** TableDataInfo: exactly `{total, rows, code, msg}`. */
export interface TableData<Row> extends Envelope {
  total: number;
  rows: Row[];
}

/** Paging, sorting and date-range parameters shared by every list endpoint. */
export interface PageQuery {
  pageNum?: number;
  pageSize?: number;
  orderByColumn?: string;
  isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
  params?: Record<string, string | undefined>;
}

/** `"0"` normal / `"1"` disabled, as every status field of the contract. */
export type Status = '0' | '1';

export interface RouteMeta {
  title: string;
  icon?: string;
  noCache?: boolean;
  link?: string | null;
  affix?: boolean;
  activeMenu?: string;
  breadcrumb?: boolean;
}

/** One entry of the `GET /getRouters` tree (RouterVo), also used for the shell's own routes. */
export interface RouteEntry {
  name?: string;
  path: string;
  hidden?: boolean;
  redirect?: string;
  component?: string;
  /** JSON string such as `{"id":1}` */
  query?: string;
  alwaysShow?: boolean;
  meta?: RouteMeta;
  children?: RouteEntry[];
  /** front-end only routes: shown when the user has any of these permissions … */
  permissions?: string[];
  /** … or any of these roles */
  roles?: string[];
}

export interface SysDept {
  deptId: number;
  parentId?: number;
  ancestors?: string;
  deptName: string;
  orderNum?: number;
  leader?: string | null;
  phone?: string | null;
  email?: string | null;
  status?: Status;
}

export interface SysRole {
  roleId: number;
  roleName: string;
  roleKey: string;
  roleSort?: number;
  dataScope?: string;
  status: Status;
  admin?: boolean;
}

export interface SysUser {
  userId: number;
  deptId?: number | null;
  userName: string;
  nickName: string;
  email?: string | null;
  phonenumber?: string | null;
  sex?: '0' | '1' | '2';
  avatar?: string | null;
  status: Status;
  delFlag?: '0' | '2';
  loginIp?: string | null;
  loginDate?: string | null;
  pwdUpdateDate?: string | null;
  createBy?: string | null;
  createTime?: string | null;
  updateBy?: string | null;
  updateTime?: string | null;
  remark?: string | null;
  dept?: SysDept | null;
  roles?: SysRole[];
  admin?: boolean;
}

/** `GET /getInfo` */
export interface UserInfoResult extends Envelope {
  user: SysUser;
  roles: string[];
  permissions: string[];
  pwdChrtype?: string;
  isDefaultModifyPwd?: boolean;
  isPasswordExpired?: boolean;
}

export interface LoginBody {
  username: string;
  password: string;
  code?: string;
  uuid?: string;
}

export interface CaptchaResult extends Envelope {
  captchaEnabled: boolean;
  uuid?: string;
  /** base64 image without the data-URI prefix */
  img?: string;
}

export interface DictData {
  dictCode: number;
  dictSort?: number;
  dictLabel: string;
  dictValue: string;
  dictType: string;
  cssClass?: string | null;
  listClass?: 'default' | 'primary' | 'success' | 'info' | 'warning' | 'danger' | '' | null;
  isDefault?: 'Y' | 'N';
  status?: Status;
  remark?: string | null;
}

/** A tree node of `deptTree` / `treeselect`. */
export interface TreeSelectNode {
  id: number;
  label: string;
  disabled?: boolean;
  children?: TreeSelectNode[];
}

export interface OnlineUser {
  tokenId: string;
  deptName?: string | null;
  userName: string;
  ipaddr?: string | null;
  loginLocation?: string | null;
  browser?: string | null;
  os?: string | null;
  /** epoch milliseconds */
  loginTime: number;
}

export interface UploadResult extends Envelope {
  url: string;
  fileName: string;
  newFileName: string;
  originalFilename: string;
}

/** `/remotes.json`: container name → URL of its `mf-manifest.json` or `remoteEntry.js`. */
export type RemotesConfig = Record<string, string>;

export type Language = 'zh-cn' | 'en';

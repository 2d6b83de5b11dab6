/**
 * Wire types of the RuoYi-Vue contract. Those the server sends are defined once in `@dis/contract`
 * (its schemas' `Static<>` types, imported as types only: no bytes reach the browser) and
 * re-exported here under the same names (one name per wire type); see docs/api-contract.md.
 */
export type {
  AjaxResultOf,
  CaptchaAnswer,
  Envelope,
  LoginBody,
  PageParams,
  RouterMeta,
  RouterVo,
  Status,
  SysDept,
  SysDictData,
  SysPost,
  SysRole,
  SysUser,
  SysUserOnline,
  TableData,
  TreeSelect,
  UserInfo,
} from '@dis/contract';
import type { Envelope } from '@dis/contract';

export interface RouteMeta {
  title: string;
  icon?: string;
  noCache?: boolean;
  link?: string | null;
  affix?: boolean;
  activeMenu?: string;
  breadcrumb?: boolean;
}

/**
 * One entry of the shell's route tree: the `GET /getRouters` tree (`RouterVo` on the wire) with
 * `path` always set, plus the shell's own routes with their front-end-only fields.
 */
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

/** `POST /common/upload` */
export interface UploadResult extends Envelope {
  url: string;
  fileName: string;
  newFileName: string;
  originalFilename: string;
}

/** `/remotes.json`: container name → URL of its `mf-manifest.json` or `remoteEntry.js`. */
export type RemotesConfig = Record<string, string>;

/** The one language type, defined with the one language rule in `@dis/contract/site`. */
export type { Language } from '@dis/contract/site';

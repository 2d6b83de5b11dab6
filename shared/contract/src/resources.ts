/**
 * Every console resource by its key (`<section>/<module>`, the same words as the menu component
 * `<section>/<module>/index` and the OpenAPI tag): its API path, its permission prefix and its id
 * field. The server's resource descriptor and the console's resource API both start from here
 * (docs/architecture.md "Adding a resource").
 */
export interface ResourceKeyInfo {
  /** the path without the API prefix: `/system/post` */
  readonly path: string;
  /** the permission prefix: `system:post` (`:list`, `:query`, `:add`, `:edit`, `:remove`, `:export`…) */
  readonly permission: string;
  /** the numeric primary key field; also the path parameters `{postId}` and `{postIds}` */
  readonly id: string;
}

const resource = <P extends string, Perm extends string, Id extends string>(
  path: P,
  permission: Perm,
  id: Id,
) => ({ path, permission, id }) as const;

export const RESOURCES = {
  'marketing/news': resource('/marketing/news', 'marketing:news', 'newsId'),
  'marketing/job': resource('/marketing/job', 'marketing:job', 'jobId'),
  'marketing/lead': resource('/marketing/lead', 'marketing:lead', 'leadId'),
  'sales/lead': resource('/sales/lead', 'sales:lead', 'leadId'),
  'sales/calendar': resource('/sales/calendar', 'sales:calendar', 'calendarId'),
  'system/user': resource('/system/user', 'system:user', 'userId'),
  'system/role': resource('/system/role', 'system:role', 'roleId'),
  'system/menu': resource('/system/menu', 'system:menu', 'menuId'),
  'system/dept': resource('/system/dept', 'system:dept', 'deptId'),
  'system/post': resource('/system/post', 'system:post', 'postId'),
  'system/dict/type': resource('/system/dict/type', 'system:dict', 'dictId'),
  'system/dict/data': resource('/system/dict/data', 'system:dict', 'dictCode'),
  'system/config': resource('/system/config', 'system:config', 'configId'),
  'system/notice': resource('/system/notice', 'system:notice', 'noticeId'),
  'monitor/online': resource('/monitor/online', 'monitor:online', 'tokenId'),
  'monitor/job': resource('/monitor/job', 'monitor:job', 'jobId'),
  'monitor/jobLog': resource('/monitor/jobLog', 'monitor:job', 'jobLogId'),
  'monitor/logininfor': resource('/monitor/logininfor', 'monitor:logininfor', 'infoId'),
  'monitor/operlog': resource('/monitor/operlog', 'monitor:operlog', 'operId'),
  'monitor/cache': resource('/monitor/cache', 'monitor:cache', 'cacheName'),
  'monitor/server': resource('/monitor/server', 'monitor:server', 'name'),
  'monitor/druid': resource('/monitor/druid', 'monitor:druid', 'name'),
  'tool/gen': resource('/tool/gen', 'tool:gen', 'tableId'),
} as const satisfies Record<string, ResourceKeyInfo>;

export type ResourceKey = keyof typeof RESOURCES;

/**
 * The console's lists whose column choices the server keeps (`/system/columnPref/{pageKey}`,
 * docs/api-contract.md "Column preferences"): a list's key is its resource key with dots
 * (`system/dict/type` → `system.dict.type`). No other key is stored (docs/security.md "Bounded
 * storage").
 */
export const columnPrefPageOf = (key: ResourceKey) => key.replaceAll('/', '.') as ColumnPrefPage;
type Dotted<S extends string> = S extends `${infer A}/${infer B}` ? `${A}.${Dotted<B>}` : S;
export type ColumnPrefPage = Dotted<ResourceKey>;
export const COLUMN_PREF_PAGES: readonly ColumnPrefPage[] = (Object.keys(RESOURCES) as ResourceKey[]).map(
  columnPrefPageOf,
);

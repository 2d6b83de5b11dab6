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

/** Where a staff member's column preferences of a list are read and written: `<path>/{pageKey}`. */
export const COLUMN_PREF_PATH = '/system/columnPref';

/**
 * The parameters of a read as they go on the wire: each name once, every value the text the query
 * string carries (empties are not sent). Two reads with the same parameters have the same key.
 */
export type ReadParams = Readonly<Record<string, string>>;

/**
 * The key of a read in the console's query cache (docs/site/rendering.md "One keyed query cache"):
 * `GET <RESOURCES[resource].path>/<segments…>?<params>` asked in `lang`,
 * `[resource, ...segments, params, lang]`. The answer is the server's in one language (labels,
 * messages), so the language is part of it; `[resource]` alone names every read of the resource
 * (what a write makes stale).
 */
export type ReadKey = readonly [string, ...(string | ReadParams)[]];

/** The roots of the reads the cache keys: every resource, and the column preferences. */
const READ_ROOTS: readonly (readonly [string, string])[] = [
  ...Object.entries(RESOURCES).map(([key, info]) => [key, info.path] as const),
  [COLUMN_PREF_PATH.slice(1), COLUMN_PREF_PATH] as const,
]
  // the longest path first: `/system/dict/data/type/x` is a read of `system/dict/data`
  .sort((a, b) => b[1].length - a[1].length);

export const queryKeys = {
  /** every read of a resource */
  all: (resource: ResourceKey | 'system/columnPref'): ReadKey => [resource],
  /** `GET <path>/<segments…>?<params>` in `lang` */
  read: (
    resource: ResourceKey | 'system/columnPref',
    segments: readonly string[],
    params: ReadParams,
    lang: string,
  ): ReadKey => [resource, ...segments, params, lang],
  /** `GET <path>/list?<params>`: a page of rows, or the whole list */
  list: (resource: ResourceKey, params: ReadParams, lang: string): ReadKey =>
    queryKeys.read(resource, ['list'], params, lang),
  /** `GET /system/dict/data/type/{type}`: a dictionary's options */
  dict: (type: string, lang: string): ReadKey => queryKeys.read('system/dict/data', ['type', type], {}, lang),
  /** `GET /system/columnPref/{pageKey}`: the staff member's columns of a list */
  columnPref: (pageKey: string, lang: string): ReadKey =>
    queryKeys.read('system/columnPref', [pageKey], {}, lang),
  /**
   * The key of a read given by its address without the API's prefix
   * (`/system/user/list?pageNum=1&pageSize=20`), as the console's document names the answers it
   * carries; `undefined` for an address under no resource.
   */
  ofAddress(address: string, lang: string): ReadKey | undefined {
    const query = address.indexOf('?');
    const path = query < 0 ? address : address.slice(0, query);
    const root = READ_ROOTS.find(([, rootPath]) => path.startsWith(`${rootPath}/`));
    if (!root) return undefined;
    let segments: string[];
    try {
      segments = path
        .slice(root[1].length + 1)
        .split('/')
        .map((segment) => decodeURIComponent(segment));
    } catch {
      return undefined; // not an address a page asks
    }
    if (segments.some((segment) => segment === '')) return undefined;
    const params: Record<string, string> = {};
    if (query >= 0)
      for (const [name, value] of new URLSearchParams(address.slice(query + 1))) params[name] = value;
    return [root[0], ...segments, params, lang];
  },
  /**
   * The resource whose reads a write at `address` (without the API's prefix) makes stale: the
   * resource of the longest path that is the address or a folder of it (`/system/user`,
   * `/system/user/1,2`, `/system/user/resetPwd` → `system/user`); `undefined` for none.
   */
  resourceOf(address: string): ResourceKey | 'system/columnPref' | undefined {
    const query = address.search(/[?#]/);
    const path = query < 0 ? address : address.slice(0, query);
    const root = READ_ROOTS.find(([, rootPath]) => path === rootPath || path.startsWith(`${rootPath}/`));
    return root?.[0] as ResourceKey | 'system/columnPref' | undefined;
  },
};

/**
 * Reads of other resources that show what a resource's rows hold, so a write to it makes them stale
 * too: a department renamed shows in the users' and roles' department trees, a menu in the roles'
 * menu trees, a dictionary type's rename in its data, a role or post in the user dialog's choices, a
 * job's run in its log.
 */
export const WRITES_ALSO_CHANGE: Readonly<Partial<Record<ResourceKey, readonly ResourceKey[]>>> = {
  'system/dept': ['system/user', 'system/role'],
  'system/menu': ['system/role'],
  'system/role': ['system/user'],
  'system/post': ['system/user'],
  'system/dict/type': ['system/dict/data'],
  'monitor/job': ['monitor/jobLog'],
};

import { REMOTES } from '@dis/contract/remotes';
import type { GenColumnSpec, GenTableSpec, RepoReader } from './types';
import { GenerateRefusal } from './types';

/** `bizProduct` from `BizProduct`. */
export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
/** `Product` from `product`. */
export const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `BIZ_PRODUCT` from `BizProduct` (or `bizProduct`). */
export const upperSnake = (text: string) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toUpperCase();

/** `orderItem` from `order_item`, `order-item`, `ORDER_ITEM` or `orderItem`. */
export function camelCase(text: string): string {
  const base = /[a-z]/.test(text) ? text : text.toLowerCase();
  return base.replace(/[_-]+([a-zA-Z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** An English plural good enough for identifiers: `products`, `categories`, `boxes`. */
export function plural(word: string): string {
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  return `${word}s`;
}

/** `Product name` from `productName`: the English label of a field without a better word. */
export function humanise(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
    .trim();
  const text = words.replace(/\bid\b/g, 'ID');
  return upperFirst(text);
}

/** Import names as the hand-written modules order them: values, then types, each alphabetically. */
export function importOrder(names: Iterable<string>): string[] {
  const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
  const all = [...new Set(names)];
  const types = all.filter((name) => name.startsWith('type ')).sort(byName);
  return [...all.filter((name) => !name.startsWith('type ')).sort(byName), ...types];
}

/** `a product`, `an order`. */
export const withArticle = (text: string) => `${/^[aeiou]/i.test(text) ? 'an' : 'a'} ${text}`;

/** A string literal in single quotes, as prettier writes it. */
export const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** A comment's text on one line. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').replace(/\*\//g, '* /').trim();

/** The columns the resource descriptor stamps itself (docs/architecture.md "Adding a resource"). */
export const AUDIT_COLUMNS = ['create_by', 'create_time', 'update_by', 'update_time'] as const;

/** The remote that serves a section, with its words' namespace and translation hook. */
export interface RemoteWords {
  /** `remote-tools` */
  dir: string;
  /** `tools`: the locale namespace, also the JSON file's name */
  namespace: string;
  /** `useToolsTranslation` */
  hook: string;
  /** the i18n module from a page folder: `../../i18n` */
  i18nImport: string;
  /** `remote-tools/src/locales/zh-cn/tools.json` */
  localeFiles: { 'zh-cn': string; en: string };
}

/** Where a remote declares its console words: `src/i18n.ts`, or the content desk's. */
const I18N_MODULES = ['src/i18n.ts', 'src/desk/i18n.ts'];

/** Reads the remote of `section` and its words' declaration from the repository. */
export async function remoteOf(section: string, repo: RepoReader): Promise<RemoteWords> {
  const remote = REMOTES.find((one) => one.section === section);
  if (!remote) throw new GenerateRefusal('anchor', `shared/contract/src/remotes.json#${section}`);
  for (const file of I18N_MODULES) {
    const source = await repo(`${remote.dir}/${file}`);
    if (source === null) continue;
    const namespace = /declareNamespace\(\s*'([^']+)'/.exec(source)?.[1];
    const hook = /export function (use\w+Translation)\(/.exec(source)?.[1];
    if (!namespace || !hook) throw new GenerateRefusal('anchor', `${remote.dir}/${file}`);
    const folder = file.slice('src/'.length, -'i18n.ts'.length);
    return {
      dir: remote.dir,
      namespace,
      hook,
      i18nImport: `../../${folder}i18n`,
      localeFiles: {
        'zh-cn': `${remote.dir}/src/locales/zh-cn/${namespace}.json`,
        en: `${remote.dir}/src/locales/en/${namespace}.json`,
      },
    };
  }
  throw new GenerateRefusal('anchor', `${remote.dir}/src/i18n.ts`);
}

/** Every name one generated table goes by. */
export interface Names {
  /** `tool` */
  section: string;
  /** `product` */
  business: string;
  /** `tool/product`: the resource key, the menu component's folder and the OpenAPI tag */
  key: string;
  /** `/tool/product` */
  path: string;
  /** `tool:product` */
  permission: string;
  /** `BizProduct`: the row type; `BizProductSchema` … */
  className: string;
  /** `bizProduct`: the drizzle table's export */
  table: string;
  /** `BIZ_PRODUCT_FIELD_MAX` */
  limits: string;
  /** `Product` / `Products`: the handler names, the component names */
  one: string;
  many: string;
  /** `product` / `products`: the camelCase words of code (resource function, the page's api) */
  word: string;
  words: string;
  /** `tool.product`: the server's message keys */
  messageKey: string;
  /** `tool-product`: the contract's schema file name */
  file: string;
  /** the id field: `productId` */
  id: string;
}

export function namesOf(spec: GenTableSpec): Names {
  const word = camelCase(spec.businessName);
  const one = upperFirst(word);
  const pk = primaryKey(spec);
  return {
    section: spec.moduleName,
    business: spec.businessName,
    key: `${spec.moduleName}/${spec.businessName}`,
    path: `/${spec.moduleName}/${spec.businessName}`,
    permission: `${spec.moduleName}:${spec.businessName}`,
    className: spec.className,
    table: lowerFirst(spec.className),
    limits: `${upperSnake(spec.className)}_FIELD_MAX`,
    one,
    many: plural(one),
    word,
    words: plural(word),
    messageKey: `${spec.moduleName}.${word}`,
    file: `${spec.moduleName}-${spec.businessName}`,
    id: pk.javaField,
  };
}

/** The primary key column (the first one marked so). */
export function primaryKey(spec: GenTableSpec): GenColumnSpec {
  const pk = spec.columns.find((column) => column.isPk);
  if (!pk) throw new Error(`${spec.tableName} has no primary key`);
  return pk;
}

/** `20261127061500` */
export function migrationStamp(now: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${now.getUTCFullYear()}${two(now.getUTCMonth() + 1)}${two(now.getUTCDate())}` +
    `${two(now.getUTCHours())}${two(now.getUTCMinutes())}${two(now.getUTCSeconds())}`
  );
}

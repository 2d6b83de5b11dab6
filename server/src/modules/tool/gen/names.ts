/**
 * The one naming module of the code generator (docs/tool/gen-output.md "Names"): how a table,
 * its columns and its business name become the words of code — the import's defaults and every
 * name of the generated files. Nothing else in `tool/gen` spells a name.
 */

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

/** `orderItem` from `order_item`, `order-item`, `order item`, `ORDER_ITEM` or `orderItem`. */
export function camelCase(text: string): string {
  const base = /[a-z]/.test(text) ? text : text.toLowerCase();
  return base.replace(/[_\-\s]+([a-zA-Z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** `BizProduct` from `biz_product`: a table's class name. */
export const pascalCase = (text: string) => upperFirst(camelCase(text));

/** An English plural good enough for identifiers: `products`, `categories`, `boxes`. */
export function plural(word: string): string {
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  return `${word}s`;
}

/**
 * `Product sku` from `productSku`, `Parent ID` from `parentId`: the English words of a field or a
 * business name that has no better ones (labels, the default English function name).
 */
export function humanise(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
    .trim();
  return upperFirst(words.replace(/\bid\b/g, 'ID'));
}

/** `a product`, `an order`. */
export const withArticle = (text: string) => `${/^[aeiou]/i.test(text) ? 'an' : 'a'} ${text}`;

/** A table name the generator can work with (unquoted, lowercase). */
export const TABLE_NAME = /^[a-z][a-z0-9_]{0,62}$/;

/** A business name: the module folder, the resource and the page folder (`product`). */
export const BUSINESS_NAME = /^[a-z][A-Za-z0-9]*$/;
/** A class name: the row type and its schemas (`BizProduct`). */
export const CLASS_NAME = /^[A-Z][A-Za-z0-9]*$/;
/** A field name: the column as the wire and the code name it (`productName`). */
export const JAVA_FIELD = /^[a-z][A-Za-z0-9]*$/;

/** `biz_product` → `product`; the whole name in camelCase when its last part is no identifier. */
export function defaultBusinessName(tableName: string): string {
  const last = tableName.slice(tableName.lastIndexOf('_') + 1);
  return BUSINESS_NAME.test(last) ? last : camelCase(tableName);
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
  /** `PRODUCT`: the constants of the module (`PRODUCT_MESSAGES`, `PRODUCT_FIELDS`) */
  constant: string;
  /** `tool.product`: the server's message keys */
  messageKey: string;
  /** `tool-product`: the contract's schema file name */
  file: string;
  /** the id field: `productId` */
  id: string;
}

/** The names of a table from its section, business name, class name and key field. */
export function namesOf(table: {
  moduleName: string;
  businessName: string;
  className: string;
  idField: string;
}): Names {
  const word = camelCase(table.businessName);
  const one = upperFirst(word);
  return {
    section: table.moduleName,
    business: table.businessName,
    key: `${table.moduleName}/${table.businessName}`,
    path: `/${table.moduleName}/${table.businessName}`,
    permission: `${table.moduleName}:${table.businessName}`,
    className: table.className,
    table: lowerFirst(table.className),
    limits: `${upperSnake(table.className)}_FIELD_MAX`,
    one,
    many: plural(one),
    word,
    words: plural(word),
    constant: upperSnake(word),
    messageKey: `${table.moduleName}.${word}`,
    file: `${table.moduleName}-${table.businessName}`,
    id: table.idField,
  };
}

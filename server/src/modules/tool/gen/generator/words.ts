import { controlOf } from './page';
import type { Field, Model } from './model';
import { queryFieldsOf } from './model';
import { withArticle } from '../names';

type Words = Record<string, unknown>;

const CHOSEN = new Set(['select', 'radio', 'checkbox', 'parent', 'datetime']);

/** The dialog's controls that show a placeholder. */
const WITH_PLACEHOLDER = new Set(['input', 'textarea', 'select', 'datetime', 'parent']);

/**
 * A field's label, its placeholder where a search box or a dialog control shows one, and its
 * refusal when required, in both languages.
 */
function fieldWords(field: Field, model: Model | undefined, searched: boolean, zh: Words, en: Words) {
  zh[field.name] = field.zh;
  en[field.name] = field.en;
  const control = controlOf(field, model);
  const textBox = control === 'input' && field.ts === 'string' && field.kind !== 'numeric';
  if (searched || (field.writable && WITH_PLACEHOLDER.has(control) && (control !== 'input' || textBox))) {
    const chosen = CHOSEN.has(control) || field.spec.dictType !== '';
    zh[`${field.name}Placeholder`] = `${chosen ? '请选择' : '请输入'}${field.zh}`;
    en[`${field.name}Placeholder`] = `${chosen ? 'Choose' : 'Enter'} ${field.en.toLowerCase()}`;
  }
  if (field.required) {
    zh[`${field.name}Required`] = `${field.zh}不能为空`;
    en[`${field.name}Required`] = `The ${field.en.toLowerCase()} is required`;
  }
}

/** The page's words under the business name (zh-cn from the comments, en from the field names). */
export function pageWords(model: Model): { 'zh-cn': Words; en: Words } {
  const { spec, fields, tree, sub } = model;
  const zh: Words = {};
  const en: Words = {};
  const queries = queryFieldsOf(fields);
  for (const field of fields) {
    const query = queries.find((one) => one.field === field);
    // the search boxes of text and dictionary fields (a day range has its own words)
    const searched = query !== undefined && query.op !== 'days' && field.ts !== 'boolean';
    if (field.writable || field.spec.isList || field.pk || query) fieldWords(field, model, searched, zh, en);
  }
  const fnEn = spec.functionNameEn || model.names.one;
  zh.addTitle = `添加${spec.functionName}`;
  en.addTitle = `Add ${withArticle(fnEn.toLowerCase())}`;
  zh.editTitle = `修改${spec.functionName}`;
  en.editTitle = `Edit ${withArticle(fnEn.toLowerCase())}`;
  zh.confirmRemove = `是否确认删除${spec.functionName}编号为"{{ids}}"的数据项？`;
  en.confirmRemove = `Delete the ${fnEn.toLowerCase()}(s) with ID "{{ids}}"?`;
  if (tree) {
    zh.root = '主类目';
    en.root = 'Top level';
  }
  if (sub) {
    const subZh: Words = {};
    const subEn: Words = {};
    for (const field of sub.fields.filter((one) => one.writable))
      fieldWords(field, undefined, false, subZh, subEn);
    subZh.title = sub.spec.functionName || sub.spec.tableComment || sub.spec.tableName;
    subEn.title = sub.spec.functionNameEn || sub.className;
    subZh.add = '添加';
    subEn.add = 'Add a row';
    subZh.remove = '删除';
    subEn.remove = 'Remove';
    zh[sub.listField] = subZh;
    en[sub.listField] = subEn;
  }
  return { 'zh-cn': zh, en };
}

/** @jest-environment ./server/test/native-modules-environment.cjs */
// db-kinds: postgres (it runs nothing whose behaviour depends on the kind: docs/stack.md "Two database kinds")
import { fieldLabel } from '../src/i18n/field-labels';
import { START_TIMEOUT, setupTestApp } from './helper';

/**
 * A refused field is named by its label, as the console's forms name it (docs/api-contract.md
 * "Refused input"): every field any route accepts, in its path, query or body, has a label in
 * both languages, and a refusal names it.
 */
const t = setupTestApp();
let admin: string;

beforeAll(async () => {
  admin = await t.login('admin');
}, START_TIMEOUT);

type Schema = {
  properties?: Record<string, Schema>;
  items?: Schema | Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
};

/** Every property name a request schema names, nested ones included. */
function propertyNames(
  schema: Schema | undefined,
  names: Set<string>,
  refs: Record<string, Schema>,
  depth = 0,
) {
  if (!schema || typeof schema !== 'object' || depth > 10) return;
  if (schema.$ref) propertyNames(refs[schema.$ref.split('/').pop() ?? ''], names, refs, depth + 1);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    names.add(name);
    propertyNames(property, names, refs, depth + 1);
  }
  const nested = [schema.items, schema.anyOf, schema.oneOf, schema.allOf].flat();
  for (const part of nested) propertyNames(part as Schema | undefined, names, refs, depth + 1);
}

describe('field labels', () => {
  it('every field a route accepts has a label in both languages', async () => {
    const docs = (await t.request({ url: '/v3/api-docs', token: admin })).json() as {
      paths: Record<
        string,
        Record<
          string,
          { parameters?: { name: string }[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }
        >
      >;
      components?: { schemas?: Record<string, Schema> };
    };
    const refs = docs.components?.schemas ?? {};
    const names = new Set<string>();
    for (const operations of Object.values(docs.paths))
      for (const operation of Object.values(operations)) {
        for (const parameter of operation.parameters ?? []) names.add(parameter.name);
        for (const content of Object.values(operation.requestBody?.content ?? {}))
          propertyNames(content.schema, names, refs);
      }
    expect(names.size).toBeGreaterThan(100);
    const missing = [...names].filter((name) => !fieldLabel('zh-cn', name) || !fieldLabel('en', name)).sort();
    expect(missing).toEqual([]);
  });

  it('a refusal names the field by its label, in the language asked for', async () => {
    const refused = async (url: string, language: string) =>
      (
        (await t.request({ url, token: admin, headers: { 'accept-language': language } })).json() as {
          code: number;
          msg: string;
        }
      ).msg;
    const long = 'x'.repeat(31);
    expect(await refused(`/system/role/list?roleName=${long}`, 'zh-CN')).toBe('角色名称长度不能超过30个字符');
    expect(await refused(`/system/role/list?roleName=${long}`, 'en')).toBe(
      'Role name must be at most 30 characters long',
    );
    expect(await refused('/system/user/list?pageSize=100000', 'zh-CN')).toBe('每页条数不能大于1000');
    // a body refused the same way stores nothing
    const roles = async () =>
      ((await t.request({ url: '/system/role/list?pageSize=100', token: admin })).json() as { total: number })
        .total;
    const before = await roles();
    const added = (
      await t.request({
        method: 'POST',
        url: '/system/role',
        token: admin,
        payload: { roleName: long, roleKey: 'labelled', roleSort: 9, status: '0', menuIds: [], deptIds: [] },
      })
    ).json() as { code: number; msg: string };
    expect(added).toEqual({ code: 500, msg: '角色名称长度不能超过30个字符' });
    expect(await roles()).toBe(before);
  });
});

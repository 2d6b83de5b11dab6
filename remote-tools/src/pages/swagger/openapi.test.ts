import { SAMPLE_DOC } from './fixture.test-data';
import { filterGroups, groupOperations, permissionsOf } from './operations';
import { describeSchema, describeValue, resolveRef } from './schemaFields';

describe('groupOperations', () => {
  const groups = groupOperations(SAMPLE_DOC);

  it('groups by tag in the document order, untagged last', () => {
    expect(groups.map((g) => g.tag)).toEqual(['system-user', 'auth', '']);
    expect(groups[0].description).toBe('用户管理');
    expect(groups[0].operations.map((o) => o.id)).toEqual([
      'get /system/user/list',
      'delete /system/user/{userIds}',
    ]);
  });

  it('reads permissions, public operations and path-level parameters', () => {
    const [list, remove] = groups[0].operations;
    expect(list.permissions).toEqual(['system:user:list']);
    expect(remove.permissions).toEqual(['system:user:remove']);
    expect(remove.parameters).toEqual([
      { name: 'userIds', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    const login = groups[1].operations[0];
    expect(login.public).toBe(true);
    expect(list.public).toBe(false);
    expect(login.requestBody).toMatchObject({ required: true, content: { contentType: 'application/json' } });
  });

  it('filters by path or summary', () => {
    expect(filterGroups(groups, 'USER/LIST').flatMap((g) => g.operations.map((o) => o.id))).toEqual([
      'get /system/user/list',
    ]);
    expect(filterGroups(groups, '登录').map((g) => g.tag)).toEqual(['auth']);
    expect(filterGroups(groups, 'nothing')).toEqual([]);
    expect(filterGroups(groups, ' ')).toHaveLength(3);
  });

  it('finds permission strings in a description', () => {
    expect(permissionsOf({ description: 'Needs monitor:online:forceLogout, see http://x.y/z' })).toEqual([
      'monitor:online:forceLogout',
    ]);
    expect(permissionsOf({ 'x-permission': ['a:b:c', 'd:e:f'], description: 'x:y:z' })).toEqual([
      'a:b:c',
      'd:e:f',
    ]);
    expect(permissionsOf({})).toEqual([]);
  });
});

describe('describeSchema', () => {
  const listResponse =
    SAMPLE_DOC.paths!['/system/user/list'].get!.responses!['200'].content!['application/json'].schema;

  it('flattens nested objects behind refs, arrays and nullable unions', () => {
    const view = describeSchema(SAMPLE_DOC, listResponse)!;
    expect(view.type).toBe('object');
    const rows = view.fields.map((f) => [f.key, f.depth, f.type, f.required]);
    expect(rows).toEqual([
      ['total', 0, 'integer', true],
      ['rows', 0, 'array<SysUser>', true],
      ['rows.userId', 1, 'integer', true],
      ['rows.userName', 1, 'string', true],
      ['rows.status', 1, 'string', false],
      ['rows.createTime', 1, 'string(date-time) | null', false],
      ['rows.dept', 1, 'SysDept | null', false],
      ['rows.dept.deptId', 2, 'integer', false],
      ['rows.dept.deptName', 2, 'string', false],
      ['rows.dept.children', 2, 'array<SysDept>', false],
    ]);
    expect(view.fields.find((f) => f.key === 'rows.userId')!.description).toBe('用户编号');
    expect(view.fields.find((f) => f.key === 'rows.status')!.values).toEqual(['0', '1']);
    expect(view.fields.find((f) => f.key === 'rows.dept.deptName')!.description).toBe('部门名称');
  });

  it('stops where a type refers back to itself', () => {
    const view = describeSchema(SAMPLE_DOC, { $ref: '#/components/schemas/SysDept' })!;
    expect(view.type).toBe('SysDept');
    expect(view.fields.map((f) => f.key)).toEqual(['deptId', 'deptName', 'children']);
  });

  it('merges allOf parts and shows a map', () => {
    const view = describeSchema(SAMPLE_DOC, {
      allOf: [
        { type: 'object', properties: { code: { type: 'integer' } }, required: ['code'] },
        {
          type: 'object',
          properties: { data: { type: 'object', additionalProperties: { type: 'string' } } },
        },
      ],
    })!;
    expect(view.fields.map((f) => [f.key, f.type, f.required])).toEqual([
      ['code', 'integer', true],
      ['data', 'object', false],
    ]);
  });

  it('describes a value without fields', () => {
    expect(describeSchema(SAMPLE_DOC, { type: 'string' })).toEqual({
      type: 'string',
      description: '',
      fields: [],
    });
    expect(describeSchema(SAMPLE_DOC, undefined)).toBeUndefined();
    expect(describeValue(SAMPLE_DOC, { type: 'string', enum: ['0', '1'] })).toEqual({
      type: 'string',
      values: ['0', '1'],
    });
    expect(describeValue(SAMPLE_DOC, { type: ['integer', 'null'] })).toEqual({
      type: 'integer | null',
      values: undefined,
    });
    expect(describeValue(SAMPLE_DOC, undefined)).toEqual({ type: 'string' });
  });

  it('resolves local pointers only', () => {
    expect(resolveRef(SAMPLE_DOC, '#/components/schemas/SysDept')).toBe(
      SAMPLE_DOC.components!.schemas!.SysDept,
    );
    expect(resolveRef(SAMPLE_DOC, 'other.json#/x')).toBeUndefined();
    expect(resolveRef(SAMPLE_DOC, '#/components/schemas/Missing')).toBeUndefined();
  });
});

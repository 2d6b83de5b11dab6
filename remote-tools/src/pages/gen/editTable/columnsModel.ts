import type { GenColumnUpdate, GenTableColumn } from '@dis/contract';

/** A column's flag as the check boxes read it: `"1"` ticked. */
export const ticked = (flag: string | null | undefined) => flag === '1';

/** The field name rule the server applies (camelCase, a letter first). */
export const JAVA_FIELD = /^[a-z][A-Za-z0-9]*$/;

/** Whether a column's field name would be refused: empty or not camelCase. */
export function fieldProblem(column: Pick<GenTableColumn, 'javaField'>): 'required' | 'pattern' | null {
  const field = (column.javaField ?? '').trim();
  if (!field) return 'required';
  return JAVA_FIELD.test(field) ? null : 'pattern';
}

/** Moves a column from one place to another and numbers every column's `sort` from 1 again. */
export function moveColumn(columns: readonly GenTableColumn[], from: number, to: number): GenTableColumn[] {
  const next = [...columns];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next.map((column, index) => ({ ...column, sort: index + 1 }));
}

/** A column as `PUT /tool/gen` takes it (text trimmed, blanks sent as null). */
export function columnUpdate(column: GenTableColumn): GenColumnUpdate {
  return {
    columnId: column.columnId,
    columnComment: column.columnComment?.trim() || null,
    javaType: column.javaType,
    javaField: (column.javaField ?? '').trim(),
    isInsert: column.isInsert,
    isEdit: column.isEdit,
    isList: column.isList,
    isQuery: column.isQuery,
    isRequired: column.isRequired,
    queryType: column.queryType,
    htmlType: column.htmlType,
    dictType: column.dictType || null,
    sort: column.sort,
  };
}

import { useMemo, useState } from 'react';
import { useCan } from '@dis/shared/store';
import {
  confirmAction,
  confirmRemove,
  exportList,
  useCrudList,
  type ConfirmActionOptions,
  type CrudActions,
  type CrudList,
  type CrudListOptions,
} from '@dis/ui';
import { useDeskTranslation } from './i18n';

/** A desk list: `news`, `job` or `lead`, at `/marketing/<name>`, permissions `marketing:<name>:…`. */
export type DeskName = 'news' | 'job' | 'lead';

/** What the signed-in user may do on a desk list. */
export interface DeskPermissions {
  query: boolean;
  edit: boolean;
  remove: boolean;
}

export interface DeskListOptions<Q extends object, Row extends object, V extends object> extends Pick<
  CrudListOptions<Q, Row, V>,
  'fetch' | 'rowKey' | 'toFilters'
> {
  name: DeskName;
  /** `/marketing/<name>`: DELETE `<url>/<ids>`, POST `<url>/export` */
  url: string;
  /** the page has an add / edit dialog (the toolbar's 新增 and 修改 open it) */
  editor?: boolean;
}

export interface DeskList<Q extends object, Row extends object, V extends object> {
  crud: CrudList<Q, Row, V>;
  can: DeskPermissions;
  /** the selected row ids */
  selected: number[];
  /** a change after a confirm (publish, open, close), then reloads */
  confirmChange: (options: ConfirmActionOptions) => Promise<void>;
  /** a row's 修改: opens the dialog on it */
  editRow: (row: Row) => void;
  /** a row's 删除, after `<name>.confirmRemove`; reloads when deleted */
  removeRow: (row: Row) => void;
  /** the add / edit dialog: null when closed, `{}` when adding, `{ id }` when editing */
  editor: { id?: number } | null;
  openEditor: (id?: number) => void;
  /** closes the dialog; reloads when something was saved */
  closeEditor: (saved: boolean) => void;
  /** the toolbar: 新增 / 修改 (with an editor), 删除 the selection and 导出 the filtered list */
  actions: (own?: Pick<CrudActions, 'onEdit' | 'editLabel'>) => CrudActions;
}

/**
 * What the desk pages share: the kit's list with check boxes and remembered columns, the
 * permissions, the add / edit dialog's state, and 删除 / 导出 / confirmed changes wired to the
 * desk's URLs, permissions and words.
 */
export function useDeskList<Q extends object, Row extends object, V extends object>({
  name,
  url,
  editor: withEditor = false,
  ...list
}: DeskListOptions<Q, Row, V>): DeskList<Q, Row, V> {
  const { t } = useDeskTranslation();
  const { hasPermi } = useCan();
  const crud = useCrudList<Q, Row, V>({ ...list, columnsKey: `marketing-${name}-columns`, selectable: true });
  const { reloadAfter } = crud;
  const [editor, setEditor] = useState<{ id?: number } | null>(null);
  const selected = crud.selected as number[];
  const query = hasPermi(`marketing:${name}:query`);
  const edit = hasPermi(`marketing:${name}:edit`);
  const remove = hasPermi(`marketing:${name}:remove`);
  const can = useMemo(() => ({ query, edit, remove }), [query, edit, remove]);

  const removeRows = async (ids: readonly number[]) =>
    reloadAfter(await confirmRemove(url, ids, t(`${name}.confirmRemove`, { ids: ids.join(',') })));
  const openEditor = (id?: number) => setEditor(id === undefined ? {} : { id });
  const idOf = (row: Row) => row[list.rowKey] as number;
  return {
    crud,
    can,
    selected,
    confirmChange: async (options) => reloadAfter(await confirmAction(options)),
    editRow: (row) => openEditor(idOf(row)),
    removeRow: (row) => void removeRows([idOf(row)]),
    editor,
    openEditor,
    closeEditor: (saved) => {
      setEditor(null);
      reloadAfter(saved);
    },
    actions: (own) => ({
      className: 'desk-toolbar',
      permissionPrefix: `marketing:${name}`,
      ...(withEditor ? { onAdd: () => openEditor(), onEdit: () => openEditor(selected[0]) } : {}),
      onRemove: () => void removeRows(selected),
      onExport: () => void exportList(url, crud.list.filters, name),
      ...own,
    }),
  };
}

import { useMemo, useState, type ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import type { TFunction } from '@dis/shared';
import { useCan } from '@dis/shared/store';
import { columnPrefPageOf, type ColumnPrefPage } from '@dis/contract/resources';
import { useDicts } from '../dict/useDicts';
import { uiText } from '../i18n';
import { editAction, removeAction, withActionsColumn, type MaybeRowAction } from './actionsColumn';
import { confirmAction, type ConfirmActionOptions } from './crudActions';
import type { CrudActions, CrudViewProps } from './CrudView';
import {
  dictTypesOf,
  fieldColumns,
  FieldSearchForm,
  filtersFor,
  type DictMap,
  type FieldSpec,
  type SearchValues,
} from './fields';
import { entityOf, type ResourceApi, type RowId } from './resourceApi';
import { useCrudList, type CrudList, type CrudListOptions } from './useCrudList';

/** A toolbar button of a list page. */
export type CrudAction = 'add' | 'edit' | 'remove' | 'export';

/** What the signed-in user may do with the resource (`<prefix>:query|add|edit|remove|export`). */
export interface CrudPermissions {
  query: boolean;
  add: boolean;
  edit: boolean;
  remove: boolean;
  export: boolean;
}

export interface CrudPageOptions<Row extends object, Q extends object> extends Pick<
  CrudListOptions<Q, Row, SearchValues>,
  'filters' | 'searchValues' | 'paging' | 'pageSize' | 'searchToggle' | 'tree'
> {
  /** the resource (`resourceApi('system/post')`): list, remove, export, permissions, id field */
  api: ResourceApi<Row, Q, never, object>;
  /** the search fields and the columns (a module-level constant) */
  fields: readonly FieldSpec<Row>[];
  /** the page's translator: the fields' labels and the questions are its keys */
  t: TFunction;
  /** the entity's words: `<words>.confirmRemove` (default the key's last word: `post`) */
  words?: string;
  /** the toolbar's buttons (default 新增 / 修改 with an editor, 删除 and 导出 always) */
  actions?: readonly CrudAction[];
  /** the page has an add / edit dialog (the toolbar's 新增 and 修改, the rows' 修改 open it) */
  editor?: boolean;
  /**
   * the rows' actions (default 修改 with an editor and 删除, each with its permission); the columns
   * are rebuilt when the words, dictionaries, permissions, page or `columnDeps` change
   */
  rowActions?: (page: CrudPageHandlers<Row, Q>) => ReadonlyArray<MaybeRowAction<Row>>;
  /** what else the row actions depend on: primitive values (a permission of the page's own) */
  columnDeps?: readonly unknown[];
  /** what a status switch does once confirmed; the column shows the tag without it */
  onSwitch?: (row: Row, field: string) => ConfirmActionOptions;
  /**
   * RuoYi's status switch instead of `onSwitch`: 确认要"启用|停用""<row[name]>"…吗？ (the page's
   * `<words>.confirmStatus` with `action` and `name`), then `PUT <path>/changeStatus`, then 启用成功 /
   * 停用成功
   */
  statusSwitch?: { name: keyof Row & string };
  /** dictionaries the page needs besides the fields' (its dialog's) */
  dicts?: readonly string[];
  /**
   * the list's key for the column preferences, or false for no column picker and no resizable
   * headers (default the resource key with dots: `system.user`)
   */
  columnsKey?: ColumnPrefPage | false;
  /** rows get check boxes (default true) */
  selectable?: boolean;
  /** the class of the toolbar row */
  toolbarClassName?: string;
}

/** The page without its columns, search form and view: what row actions work with. */
export type CrudPageHandlers<Row extends object, Q extends object> = Omit<
  CrudPage<Row, Q>,
  'columns' | 'search' | 'view'
>;

export interface CrudPage<Row extends object, Q extends object> {
  crud: CrudList<Q, Row, SearchValues>;
  can: CrudPermissions;
  /** the fields' dictionaries and the page's own (`dicts.sys_normal_disable`) */
  dicts: DictMap;
  /** the selected row ids */
  selected: RowId[];
  columns: TableColumnsType<Row>;
  /** the search form of the fields */
  search: ReactNode;
  /** the toolbar: 新增 / 修改 / 删除 / 导出, with the page's own 修改 when given */
  actions: (own?: Pick<CrudActions, 'onEdit' | 'editLabel' | 'onImport'>) => CrudActions;
  /** `<CrudView {...page.view()}>`: list, columns, search form and toolbar */
  view: (
    own?: Pick<CrudActions, 'onEdit' | 'editLabel' | 'onImport'>,
  ) => Omit<CrudViewProps<Row>, 'children'>;
  /** a change after a confirm (status, publish), then reloads when done */
  confirmChange: (options: ConfirmActionOptions) => Promise<void>;
  /** 删除 these rows after `<words>.confirmRemove`; reloads when deleted */
  removeRows: (ids: readonly RowId[]) => Promise<void>;
  /** a row's 修改: opens the dialog on it */
  editRow: (row: Row) => void;
  /** a row's 删除 */
  removeRow: (row: Row) => void;
  /** the add / edit dialog: null when closed, `{}` when adding, `{ id }` when editing */
  editor: { id?: RowId } | null;
  openEditor: (id?: RowId) => void;
  /** closes the dialog; reloads when something was saved */
  closeEditor: (saved: boolean) => void;
}

/** RuoYi's status change of a row: "0" 启用 ↔ "1" 停用 through `changeStatus`. */
export function statusChange<Row extends object>(
  api: Pick<ResourceApi<Row>, 'id' | 'changeStatus'>,
  t: TFunction,
  words: string,
  row: Row,
  field: string,
  name: keyof Row & string,
): ConfirmActionOptions {
  const next = (row as Record<string, unknown>)[field] === '0' ? '1' : '0';
  const action = uiText(next === '0' ? 'crud.enable' : 'crud.disable');
  return {
    question: t(`${words}.confirmStatus`, { action, name: String(row[name]) }),
    action: () => api.changeStatus((row as Record<string, unknown>)[api.id] as RowId, next),
    done: uiText(next === '0' ? 'crud.enabled' : 'crud.disabled'),
  };
}

/**
 * The page hook of a console resource: its list (search by the field spec, paging or tree,
 * selection, hidden columns), what the user may do, the columns with their dictionary tags and
 * row actions, the toolbar's 新增 / 修改 / 删除 / 导出 gated by `<prefix>:add|edit|remove|export`,
 * the add / edit dialog's state and confirmed changes with their success message.
 *
 * ```tsx
 * const page = useCrudPage({ api: posts, fields: POST_FIELDS, t, editor: true });
 * return (
 *   <CrudView {...page.view()}>
 *     <EditorSlot editor={page.editor}>
 *       {(id) => <PostDialog postId={id} onClose={page.closeEditor} />}
 *     </EditorSlot>
 *   </CrudView>
 * );
 * ```
 */
export function useCrudPage<Row extends object, Q extends object = object>(
  options: CrudPageOptions<Row, Q>,
): CrudPage<Row, Q> {
  const { api, fields, t, editor: withEditor = false, selectable = true } = options;
  const words = options.words ?? entityOf(api.key);
  const rowKey = api.id as keyof Row & string;
  const toFilters = useMemo(() => filtersFor<Partial<Q>>(fields as readonly FieldSpec<never>[]), [fields]);
  const crud = useCrudList<Q, Row, SearchValues>({
    fetch: api.list,
    queryKey: api.listKey,
    rowKey,
    toFilters,
    filters: options.filters,
    searchValues: options.searchValues,
    paging: options.paging,
    pageSize: options.pageSize,
    searchToggle: options.searchToggle,
    tree: options.tree,
    selectable,
    columnsKey: options.columnsKey === false ? undefined : (options.columnsKey ?? columnPrefPageOf(api.key)),
  });
  const { reloadAfter } = crud;

  const { hasPermi } = useCan();
  const prefix = api.permission;
  const query = hasPermi(`${prefix}:query`);
  const add = hasPermi(`${prefix}:add`);
  const edit = hasPermi(`${prefix}:edit`);
  const remove = hasPermi(`${prefix}:remove`);
  const exportable = hasPermi(`${prefix}:export`);
  const can = useMemo(
    () => ({ query, add, edit, remove, export: exportable }),
    [query, add, edit, remove, exportable],
  );

  const dictTypes = [
    ...new Set([...dictTypesOf(fields as readonly FieldSpec<never>[]), ...(options.dicts ?? [])]),
  ];
  const dicts: DictMap = useDicts(...dictTypes);

  const [editor, setEditor] = useState<{ id?: RowId } | null>(null);
  const selected = crud.selected as RowId[];
  const idOf = (row: Row) => row[rowKey] as RowId;
  const openEditor = (id?: RowId) => setEditor(id === undefined ? {} : { id });
  const removeRows = async (ids: readonly RowId[]) =>
    reloadAfter(
      await confirmAction({
        question: t(`${words}.confirmRemove`, { ids: ids.join(',') }),
        action: () => api.remove(ids),
        done: uiText('crud.removed'),
      }),
    );
  const confirmChange = async (change: ConfirmActionOptions) => reloadAfter(await confirmAction(change));

  const actions = (own?: Pick<CrudActions, 'onEdit' | 'editLabel' | 'onImport'>): CrudActions => {
    const wanted =
      options.actions ?? (withEditor ? ['add', 'edit', 'remove', 'export'] : ['remove', 'export']);
    return {
      className: options.toolbarClassName,
      permissionPrefix: prefix,
      ...(wanted.includes('add') ? { onAdd: () => openEditor() } : {}),
      ...(wanted.includes('edit') ? { onEdit: () => openEditor(selected[0]) } : {}),
      ...(wanted.includes('remove') ? { onRemove: () => void removeRows(selected) } : {}),
      ...(wanted.includes('export') ? { onExport: () => void api.export(crud.list.filters) } : {}),
      ...own,
    };
  };

  const page: CrudPageHandlers<Row, Q> = {
    crud,
    can,
    dicts,
    selected,
    actions,
    confirmChange,
    removeRows,
    editRow: (row) => openEditor(idOf(row)),
    removeRow: (row) => void removeRows([idOf(row)]),
    editor,
    openEditor,
    closeEditor: (saved) => {
      setEditor(null);
      reloadAfter(saved);
    },
  };

  const firstIndex = (crud.list.pageNum - 1) * crud.list.pageSize + 1;
  const { rowActions, statusSwitch } = options;
  const onSwitch =
    options.onSwitch ??
    (statusSwitch
      ? (row: Row, field: string) => statusChange(api, t, words, row, field, statusSwitch.name)
      : undefined);
  const switchable = onSwitch !== undefined;
  const columnKey = (options.columnDeps ?? []).map(String).join('|');
  const columns = useMemo(
    () => {
      const base = fieldColumns<Row>(fields, {
        t,
        dicts,
        canSwitch: switchable && can.edit,
        onSwitch: (row, field) => {
          const change = onSwitch?.(row, field);
          if (change) void confirmChange(change);
        },
        firstIndex,
      });
      const defaults: Array<MaybeRowAction<Row>> = [
        withEditor && can.edit && editAction<Row>(page.editRow),
        can.remove && removeAction<Row>(page.removeRow),
      ];
      return withActionsColumn(base, rowActions ? rowActions(page) : defaults);
    },
    // the handlers only reach the list's stable callbacks, the dialog's state and the page's words
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fields, t, dicts, can, switchable, withEditor, firstIndex, columnKey],
  );

  const search = (
    <FieldSearchForm
      fields={fields as readonly FieldSpec<never>[]}
      t={t}
      dicts={dicts}
      {...crud.searchForm}
    />
  );
  return { ...page, columns, search, view: (own) => ({ crud, columns, search, actions: actions(own) }) };
}

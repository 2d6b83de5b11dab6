/**
 * `@dis/ui`: the console's UI kit. antd is reached only through here (docs/stack.md "antd and
 * federation"); public pages never import this package.
 */
export * from './antd';
export * from './icons';
export { UiProvider, useAntdConfig } from './UiProvider';
export { loadUiWords } from './i18n';
export * from './lazy/components';
export { feedback, useFeedback, type Feedback } from './feedback/feedback';
export { LoadFailed, type LoadFailedProps } from './feedback/LoadFailed';
export { PageTable, type PageTableProps } from './table/PageTable';
export { nextPageState, pageOf, pagerCountFor, type PageState } from './table/pagination';
export { useListQuery, type ListQuery, type ListQueryOptions } from './query/useListQuery';
export { RightToolbar, type RightToolbarProps, type ToolbarColumn } from './toolbar/RightToolbar';
export {
  applyColumnPrefs,
  clearColumnPrefsCache,
  useColumnPrefs,
  type ColumnPrefs,
} from './columns/columnPrefs';
export { SearchField, SearchForm, type SearchFormProps } from './search/SearchForm';
export { SearchDateRange, SearchInput, SearchSelect } from './search/SearchFields';
export { useSearchForm, type SearchFieldBinding, type SearchFormState } from './search/useSearchForm';
export { useDicts } from './dict/useDicts';
export { DictTag, type DictTagProps } from './dict/DictTag';
export { clearDictCache, loadDict, type DictOption } from './dict/dictCache';
export { kitQueryClient, useKitQueryClient } from './query/carried';
export { dictOptions } from './dict/dictOptions';
export { DateRangeInput, type DateRangeInputProps } from './date/DateRangeInput';
export { withDateRange, type DayRange } from './date/dateRange';
export { Pager, type PagerProps } from './table/Pager';
export { FileUpload, ImageUpload, type UploadFieldProps } from './upload/lazy';
export { MENU_ICON_NAMES, MenuIcon } from './icon/menuIcons';
export { IconPicker, type IconPickerProps } from './icon/lazy';
export { TreeSelectInput, type TreeSelectFieldProps } from './tree/lazy';
export { treeSelectNodesOf } from './tree/treeSelectData';
export { RichTextEditor, type RichTextEditorProps } from './editor/lazy';
export { Watermark, type WatermarkProps } from './watermark/lazy';
export { NoticeDetail, noticeApi, type NoticeDetailProps } from './notice/lazy';
export { useCrudList, type CrudList, type CrudListOptions, type SearchFormBinding } from './crud/useCrudList';
export { CrudView, type CrudActions, type CrudViewProps } from './crud/CrudView';
export { sortFiltersOf, sortHandler, withSorting, type SortFilters } from './crud/sorting';
export {
  editAction,
  removeAction,
  withActionsColumn,
  type MaybeRowAction,
  type RowAction,
} from './crud/actionsColumn';
export { dictColumn, timeColumn } from './crud/columns';
export { confirmAction, confirmRemove, exportList, type ConfirmActionOptions } from './crud/crudActions';
export { branchKeysOf, type CrudTree, type TreeOptions } from './crud/useCrudList';
export {
  statusChange,
  useCrudPage,
  type CrudAction,
  type CrudPage,
  type CrudPageHandlers,
  type CrudPageOptions,
  type CrudPermissions,
} from './crud/useCrudPage';
export { entityOf, resourceApi, type ResourceApi, type RowId } from './crud/resourceApi';
export { DrawnAheadContext, EditorSlot, type EditorSlotProps } from './crud/EditorSlot';
export {
  dictTypesOf,
  fieldColumns,
  FieldSearchForm,
  filtersFor,
  filtersOf,
  type ColumnKind,
  type ColumnSpec,
  type DictMap,
  type FieldColumnsOptions,
  type FieldSearchFormProps,
  type FieldSpec,
  type SearchKind,
  type SearchValues,
} from './crud/fields';
export { StatusSwitch, type StatusSwitchProps } from './crud/StatusSwitch';
export { CheckTree, type CheckTreeProps } from './tree/CheckTree';
export { allTreeKeys, ancestorKeys, branchTreeKeys, savedTreeKeys } from './tree/checkTree';

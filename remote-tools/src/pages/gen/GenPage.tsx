import { lazy, useEffect, useState, type ReactNode } from 'react';
import type { GenTable, GenTableFilter } from '@dis/contract';
import { useLocation, useNavigate } from '@dis/shared';
import { Can, useCan } from '@dis/shared/store';
import {
  Button,
  CrudView,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EyeOutlined,
  feedback,
  PlusOutlined,
  ReloadOutlined,
  sortHandler,
  UploadOutlined,
  useCrudPage,
  withSorting,
  type FieldSpec,
  type SortFilters,
} from '@dis/ui';
import { useToolsTranslation } from '../../i18n';
import { downloadCode, genTables, syncTable, writeCode } from './api';

/** 表名称 / 表描述 / 创建时间 searched; 序号 … 更新时间 listed (RuoYi's 代码生成). */
export const GEN_FIELDS: readonly FieldSpec<GenTable>[] = [
  { name: 'index', label: 'gen.index', column: 'index' },
  { name: 'tableName', label: 'gen.tableName', search: 'input', column: { align: 'center', ellipsis: true } },
  {
    name: 'tableComment',
    label: 'gen.tableComment',
    search: 'input',
    column: { align: 'center', ellipsis: true },
  },
  { name: 'className', label: 'gen.className', column: { align: 'center', ellipsis: true } },
  { name: 'createTime', label: 'gen.createTime', search: 'dateRange', column: 'time' },
  { name: 'updateTime', label: 'gen.updateTime', column: 'time' },
];

/** The columns sorted by the server on a header click (newest first by default). */
const SORTABLE = ['createTime', 'updateTime'];

/** The edit page of one generated table (hidden route, `tool:gen:edit`). */
export const editPath = (tableId: number) => `/tool/gen-edit/index/${tableId}`;

/** What the edit page leaves in the location when it saved: the list reloads. */
export interface GenListState {
  genSaved?: number;
}

const ImportTableDialog = lazy(() => import('./ImportTableDialog'));
const CreateTableDialog = lazy(() => import('./CreateTableDialog'));
const PreviewDialog = lazy(() => import('./PreviewDialog'));

type Dialog = { kind: 'import' } | { kind: 'create' } | { kind: 'preview'; table: GenTable } | null;

/**
 * 代码生成: the imported tables; 生成 (zip of the selected), 创建 (super admin: tables from SQL),
 * 导入 (tables of the database), 修改 / 删除; per row 预览, 编辑, 删除, 同步, 生成代码.
 */
export default function GenPage() {
  const { t, lang } = useToolsTranslation();
  const navigate = useNavigate();
  // English words are longer: without icons the five row actions still fit a 1366 px screen
  const icon = (node: ReactNode) => (lang === 'en' ? undefined : node);
  const location = useLocation();
  const { hasPermi } = useCan();
  const [dialog, setDialog] = useState<Dialog>(null);
  const mayPreview = hasPermi('tool:gen:preview');
  const mayEdit = hasPermi('tool:gen:edit');
  const mayRemove = hasPermi('tool:gen:remove');
  const mayCode = hasPermi('tool:gen:code');

  const edit = (row: GenTable) => navigate(editPath(row.tableId));
  const generate = async (row: GenTable) => {
    if (!row.tableName) return;
    if (row.genType === '1') {
      const said = await writeCode(row.tableName);
      feedback.message.success(said ?? t('gen.generated'));
    } else {
      await downloadCode([row.tableName]);
    }
  };

  const page = useCrudPage<GenTable, GenTableFilter>({
    api: genTables,
    fields: GEN_FIELDS,
    t,
    words: 'gen',
    actions: [],
    columnDeps: [mayPreview, mayEdit, mayRemove, mayCode, lang],
    rowActions: (handlers) => [
      mayPreview && {
        key: 'preview',
        label: t('gen.preview'),
        icon: icon(<EyeOutlined />),
        onClick: (row: GenTable) => setDialog({ kind: 'preview', table: row }),
      },
      mayEdit && { key: 'edit', label: t('gen.editRow'), icon: icon(<EditOutlined />), onClick: edit },
      mayRemove && {
        key: 'remove',
        label: t('gen.remove'),
        icon: icon(<DeleteOutlined />),
        danger: true,
        onClick: handlers.removeRow,
      },
      mayEdit && {
        key: 'sync',
        label: t('gen.sync'),
        icon: icon(<ReloadOutlined />),
        onClick: (row: GenTable) =>
          void handlers.confirmChange({
            question: t('gen.confirmSync', { name: row.tableName ?? '' }),
            action: () => syncTable(row.tableName ?? ''),
            done: t('gen.synced'),
          }),
      },
      mayCode && {
        key: 'code',
        label: t('gen.genCode'),
        icon: icon(<DownloadOutlined />),
        onClick: (row: GenTable) => void generate(row).catch(() => undefined),
      },
    ],
  });
  const { crud, selected, removeRows } = page;
  const { reloadAfter } = crud;

  // back from the edit page after 提交: the list shows what was saved
  const saved = (location.state as GenListState | null)?.genSaved;
  useEffect(() => {
    if (saved) reloadAfter(true);
  }, [saved, reloadAfter]);

  const generateSelected = () => {
    const tables = crud.selectedRows.map((row) => row.tableName).filter((name): name is string => !!name);
    if (tables.length === 0) {
      feedback.message.error(t('gen.pickToGenerate'));
      return;
    }
    void downloadCode(tables);
  };

  const extra = (
    <>
      <Can perm="tool:gen:code">
        <Button type="primary" ghost icon={<DownloadOutlined />} onClick={generateSelected}>
          {t('gen.generate')}
        </Button>
      </Can>
      <Can role="admin">
        <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create' })}>
          {t('gen.create')}
        </Button>
      </Can>
      <Can perm="tool:gen:import">
        <Button
          color="cyan"
          variant="outlined"
          icon={<UploadOutlined />}
          onClick={() => setDialog({ kind: 'import' })}
        >
          {t('gen.import')}
        </Button>
      </Can>
      <Can perm="tool:gen:edit">
        <Button
          color="green"
          variant="outlined"
          icon={<EditOutlined />}
          disabled={selected.length !== 1}
          onClick={() => navigate(editPath(Number(selected[0])))}
        >
          {t('gen.edit')}
        </Button>
      </Can>
      <Can perm="tool:gen:remove">
        <Button
          danger
          icon={<DeleteOutlined />}
          disabled={selected.length === 0}
          onClick={() => void removeRows(selected)}
        >
          {t('gen.remove')}
        </Button>
      </Can>
    </>
  );

  const close = (changed: boolean) => {
    setDialog(null);
    reloadAfter(changed);
  };
  const view = page.view();
  return (
    <CrudView
      {...view}
      columns={withSorting(view.columns, SORTABLE, crud.list.filters as SortFilters)}
      actions={{ ...page.actions(), extra }}
      onTableChange={sortHandler(crud.list.search as (patch: SortFilters) => void)}
    >
      {dialog?.kind === 'import' ? <ImportTableDialog onClose={close} /> : null}
      {dialog?.kind === 'create' ? <CreateTableDialog onClose={close} /> : null}
      {dialog?.kind === 'preview' ? (
        <PreviewDialog table={dialog.table} onClose={() => setDialog(null)} />
      ) : null}
    </CrudView>
  );
}

import { useEffect, useState } from 'react';
import type { GenInfo, GenTable, GenTableColumn, GenTableUpdate, SysMenu } from '@dis/contract';
import { GEN_FIELD_MAX } from '@dis/contract/rules';
import { useLocation, useNavigate, useParams } from '@dis/shared';
import { useAppDispatch, viewDeleted } from '@dis/shared/store';
import { Alert, Button, feedback, Input, Spin, Tabs } from '@dis/ui';
import { Form } from '@dis/ui/form';
import { useToolsTranslation } from '../../../i18n';
import { loadDictTypes, loadGenInfo, loadMenus, saveGenTable, type DictTypeOption } from '../api';
import type { GenListState } from '../GenPage';
import ColumnsTable from './ColumnsTable';
import { columnUpdate, fieldProblem } from './columnsModel';
import GenInfoForm, { type GenInfoValues } from './GenInfoForm';
import '../gen.css';

const LIST_PATH = '/tool/gen';

/** The class name rule the server applies: PascalCase. */
export const CLASS_NAME = /^[A-Z][A-Za-z0-9]*$/;

/** The form values of 基本信息. */
interface BasicValues {
  tableName: string;
  tableComment: string;
  className: string;
  functionAuthor: string;
  remark: string;
}

interface Loaded extends GenInfo {
  dictTypes: DictTypeOption[];
  menus: SysMenu[];
}

/** `genView` lives only in the options JSON. */
function genViewOf(info: GenTable): boolean {
  try {
    return (JSON.parse(info.options ?? '{}') as { genView?: string }).genView === '1';
  } catch {
    return false;
  }
}

const basicOf = (info: GenTable): BasicValues => ({
  tableName: info.tableName ?? '',
  tableComment: info.tableComment ?? '',
  className: info.className ?? '',
  functionAuthor: info.functionAuthor ?? '',
  remark: info.remark ?? '',
});

const genInfoOf = (info: GenTable): GenInfoValues => ({
  tplCategory: info.tplCategory ?? 'crud',
  moduleName: info.moduleName ?? '',
  businessName: info.businessName ?? '',
  functionName: info.functionName ?? '',
  functionNameEn: info.functionNameEn ?? '',
  genView: genViewOf(info),
  parentMenuId: info.parentMenuId ?? null,
  genType: info.genType === '1' ? '1' : '0',
  treeCode: info.treeCode ?? null,
  treeParentCode: info.treeParentCode ?? null,
  treeName: info.treeName ?? null,
  subTableName: info.subTableName ?? null,
  subTableFkName: info.subTableFkName ?? null,
});

/** What `PUT /tool/gen` takes: both forms, every column and `params`, as ruoyi-ui merges them. */
export function genTableBody(
  info: GenTable,
  basic: BasicValues,
  gen: GenInfoValues,
  columns: readonly GenTableColumn[],
): GenTableUpdate {
  const tree = gen.tplCategory === 'tree';
  const sub = gen.tplCategory === 'sub';
  const treeCode = tree ? gen.treeCode : null;
  const treeParentCode = tree ? gen.treeParentCode : null;
  const treeName = tree ? gen.treeName : null;
  const functionNameEn = gen.functionNameEn.trim() || null;
  return {
    tableId: info.tableId,
    tableName: basic.tableName.trim(),
    tableComment: basic.tableComment.trim(),
    className: basic.className.trim(),
    functionAuthor: basic.functionAuthor.trim(),
    remark: basic.remark.trim() || null,
    tplCategory: gen.tplCategory,
    tplWebType: info.tplWebType,
    packageName: info.packageName,
    moduleName: gen.moduleName,
    businessName: gen.businessName.trim(),
    functionName: gen.functionName.trim(),
    genType: gen.genType,
    genPath: info.genPath,
    subTableName: sub ? gen.subTableName : null,
    subTableFkName: sub ? gen.subTableFkName : null,
    treeCode,
    treeParentCode,
    treeName,
    parentMenuId: gen.parentMenuId,
    functionNameEn,
    columns: columns.map(columnUpdate),
    params: {
      treeCode,
      treeName,
      treeParentCode,
      parentMenuId: gen.parentMenuId,
      genView: gen.genView ? '1' : '0',
      functionNameEn,
    },
  };
}

/**
 * 修改生成配置 (`/tool/gen-edit/index/:tableId`): 基本信息, 字段信息 and 生成信息 of one generated
 * table; 提交 saves and returns to the list, 返回 returns without saving.
 */
export default function EditTablePage() {
  const { t } = useToolsTranslation();
  const tableId = Number(useParams().tableId);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all([loadGenInfo(tableId), loadDictTypes().catch(() => []), loadMenus().catch(() => [])]).then(
      ([info, dictTypes, menus]) => live && setLoaded({ ...info, dictTypes, menus }),
      (failure: unknown) =>
        live && setRefusal(failure instanceof Error ? failure.message : t('gen.loadFailed')),
    );
    return () => {
      live = false;
    };
  }, [tableId, t]);

  const close = useCloseTab();
  if (refusal)
    return (
      <Alert
        type="error"
        showIcon
        message={refusal}
        action={<Button onClick={() => close(false)}>{t('gen.back')}</Button>}
      />
    );
  if (!loaded) return <Spin />;
  return <EditTableView loaded={loaded} close={close} />;
}

/** Closes this tab and shows the list (reloaded when something was saved). */
function useCloseTab() {
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  return (saved: boolean) => {
    dispatch(viewDeleted({ path: location.pathname, name: 'GenEdit' }));
    const state: GenListState | undefined = saved ? { genSaved: Date.now() } : undefined;
    navigate(LIST_PATH, { state });
  };
}

function EditTableView({ loaded, close }: { loaded: Loaded; close: (saved: boolean) => void }) {
  const { t } = useToolsTranslation();
  const [basicForm] = Form.useForm<BasicValues>();
  const [genForm] = Form.useForm<GenInfoValues>();
  const [columns, setColumns] = useState<GenTableColumn[]>(() =>
    [...loaded.rows].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0)),
  );
  const [tab, setTab] = useState('columns');
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    let basic: BasicValues;
    let gen: GenInfoValues;
    try {
      [basic, gen] = await Promise.all([basicForm.validateFields(), genForm.validateFields()]);
    } catch {
      feedback.message.error(t('gen.invalid'));
      return;
    }
    if (columns.some((column) => fieldProblem(column) !== null)) {
      setTab('columns');
      feedback.message.error(t('gen.invalid'));
      return;
    }
    setSaving(true);
    try {
      const said = await saveGenTable(genTableBody(loaded.info, basic, gen, columns));
      feedback.message.success(said ?? t('gen.saved'));
      close(true);
    } catch {
      // the server's refusal was shown by the request client; the page stays to be corrected
      setSaving(false);
    }
  };

  const required = (message: string) => [{ required: true, whitespace: true, message }];
  const basic = (
    <Form<BasicValues>
      form={basicForm}
      layout="vertical"
      initialValues={basicOf(loaded.info)}
      className="gen-edit__grid"
    >
      <Form.Item
        name="tableName"
        label={t('gen.tableName')}
        rules={[...required(t('gen.tableNameRequired')), { max: GEN_FIELD_MAX.tableName }]}
      >
        <Input maxLength={GEN_FIELD_MAX.tableName} />
      </Form.Item>
      <Form.Item
        name="tableComment"
        label={t('gen.tableComment')}
        rules={[...required(t('gen.tableCommentRequired')), { max: GEN_FIELD_MAX.tableComment }]}
      >
        <Input maxLength={GEN_FIELD_MAX.tableComment} />
      </Form.Item>
      <Form.Item
        name="className"
        label={t('gen.classNameLabel')}
        rules={[
          ...required(t('gen.classNameRequired')),
          { pattern: CLASS_NAME, message: t('gen.classNamePattern') },
          { max: GEN_FIELD_MAX.className },
        ]}
      >
        <Input maxLength={GEN_FIELD_MAX.className} />
      </Form.Item>
      <Form.Item
        name="functionAuthor"
        label={t('gen.functionAuthor')}
        rules={[...required(t('gen.functionAuthorRequired')), { max: GEN_FIELD_MAX.functionAuthor }]}
      >
        <Input maxLength={GEN_FIELD_MAX.functionAuthor} />
      </Form.Item>
      <Form.Item name="remark" label={t('gen.remark')} className="gen-edit__wide" rules={[{ max: 500 }]}>
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
    </Form>
  );

  return (
    <div className="app-container gen-edit">
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'basic', label: t('gen.basicInfo'), forceRender: true, children: basic },
          {
            key: 'columns',
            label: t('gen.columnInfo'),
            forceRender: true,
            children: <ColumnsTable columns={columns} dictTypes={loaded.dictTypes} onChange={setColumns} />,
          },
          {
            key: 'gen',
            label: t('gen.genInfo'),
            forceRender: true,
            children: (
              <GenInfoForm
                form={genForm}
                initialValues={genInfoOf(loaded.info)}
                info={{ ...loaded.info, columns }}
                tables={loaded.tables}
                menus={loaded.menus}
              />
            ),
          },
        ]}
      />
      <div className="gen-edit__footer">
        <Button type="primary" loading={saving} onClick={() => void submit()}>
          {t('gen.submit')}
        </Button>
        <Button onClick={() => close(false)}>{t('gen.back')}</Button>
      </div>
    </div>
  );
}

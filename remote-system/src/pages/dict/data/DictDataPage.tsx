import { lazy, useEffect, useMemo, useState } from 'react';
import type { DictDataFilter, DictDataRow, DictTypeRow } from '@dis/contract';
import { useLocation, useNavigate, useParams } from '@dis/shared';
import { useAppDispatch, viewDeleted } from '@dis/shared/store';
import { Button, CloseOutlined, CrudView, DictTag, SearchField, Select, useCrudPage, type FieldSpec, EditorSlot } from '@dis/ui';
import { useSystemTranslation } from '../../../i18n';
import { entriesOf, fetchDictTypes } from './api';
import { dictTypeOptions, entryOption, initialDictType } from './dictData';

/** 字典标签 / 状态 searched; 字典编码 … 创建时间 listed. */
export const DICT_DATA_FIELDS: readonly FieldSpec<DictDataRow>[] = [
  { name: 'dictLabel', label: 'dict.data.dictLabel', search: 'input' },
  { name: 'status', label: 'dict.data.status', dict: 'sys_normal_disable', search: 'select' },
  { name: 'dictCode', label: 'dict.data.dictCode', column: { align: 'center', width: 90 } },
  { name: 'dictLabel', label: 'dict.data.dictLabel', column: { align: 'center' } },
  { name: 'dictValue', label: 'dict.data.dictValue', column: { align: 'center' } },
  { name: 'dictSort', label: 'dict.data.dictSort', column: { align: 'center' } },
  { name: 'status', label: 'dict.data.status', dict: 'sys_normal_disable', column: 'tag' },
  { name: 'remark', label: 'dict.data.remark', column: { align: 'center', ellipsis: true } },
  { name: 'createTime', label: 'dict.data.createTime', column: 'time' },
];

const DictDataDialog = lazy(() => import('./DictDataDialog'));

const TYPES_PATH = '/system/dict';

/**
 * 字典数据 (`/system/dict-data/index/:dictId`): the entries of one dictionary, the 字典名称 switch
 * to another, add / edit / delete / export, and 关闭 back to the types.
 */
export default function DictDataPage() {
  const { t, lang } = useSystemTranslation();
  const { dictId } = useParams();
  const [types, setTypes] = useState<DictTypeRow[] | null>(null);
  const [dictType, setDictType] = useState<string>();

  useEffect(() => {
    let live = true;
    fetchDictTypes().then(
      (loaded) => {
        if (!live) return;
        setTypes(loaded);
        setDictType(initialDictType(loaded, dictId));
      },
      () => live && setTypes([]),
    );
    return () => {
      live = false;
    };
  }, [dictId]);

  const options = useMemo(() => dictTypeOptions(types ?? [], lang), [types, lang]);
  return (
    <div>
      <div className="dis-search-form">
        <SearchField label={t('dict.dictName')}>
          <Select
            style={{ width: 240 }}
            options={options}
            value={dictType}
            onChange={(next: string) => setDictType(next)}
            loading={types === null}
          />
        </SearchField>
      </div>
      {dictType ? <DictEntries key={dictType} dictType={dictType} /> : null}
    </div>
  );
}

function DictEntries({ dictType }: { dictType: string }) {
  const { t, lang } = useSystemTranslation();
  const api = useMemo(() => entriesOf(dictType), [dictType]);
  const page = useCrudPage<DictDataRow, DictDataFilter>({
    api,
    fields: DICT_DATA_FIELDS,
    t,
    editor: true,
    words: 'dict.data',
  });
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  /** 关闭: closes this tab and opens the types */
  const close = () => {
    dispatch(viewDeleted({ path: location.pathname, name: 'Data' }));
    navigate(TYPES_PATH);
  };
  const view = page.view();
  const columns = view.columns.map((column) =>
    column.key === 'dictLabel'
      ? {
          ...column,
          render: (_: unknown, row: DictDataRow) => (
            <DictTag options={[entryOption(row, lang)]} value={row.dictValue} />
          ),
        }
      : column,
  );
  return (
    <CrudView
      {...view}
      columns={columns}
      actions={{
        permissionPrefix: api.permission,
        ...view.actions,
        extra: (
          <Button color="orange" variant="outlined" icon={<CloseOutlined />} onClick={close}>
            {t('dict.data.close')}
          </Button>
        ),
      }}
    >
      <EditorSlot editor={page.editor}>
{(id) => (
<DictDataDialog
          api={api}
          dictType={dictType}
          dictCode={id as number | undefined}
          statuses={page.dicts.sys_normal_disable ?? []}
          onClose={page.closeEditor}
        />
)}
</EditorSlot>
    </CrudView>
  );
}

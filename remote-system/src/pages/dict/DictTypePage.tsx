import { lazy, useState } from 'react';
import type { DictTypeFilter, DictTypeRow } from '@dis/contract';
import { useNavigate } from '@dis/shared';
import { http } from '@dis/shared/request';
import { Can } from '@dis/shared/store';
import {
  Button,
  clearDictCache,
  CrudView,
  editAction,
  feedback,
  ReloadOutlined,
  removeAction,
  useCrudPage,
  type FieldSpec,
  EditorSlot,
} from '@dis/ui';
import { useSystemTranslation } from '../../i18n';
import { dictTypes } from './api';
import { dictDataPath, localizedName } from './dictWords';

/** 字典名称 / 字典类型 / 状态 / 创建时间 searched; 字典编号 … 创建时间 listed. */
export const DICT_TYPE_FIELDS: readonly FieldSpec<DictTypeRow>[] = [
  { name: 'dictName', label: 'dict.dictName', search: 'input' },
  { name: 'dictType', label: 'dict.dictType', search: 'input' },
  { name: 'status', label: 'dict.status', dict: 'sys_normal_disable', search: 'select' },
  { name: 'createTime', label: 'dict.createTime', search: 'dateRange' },
  { name: 'dictId', label: 'dict.dictId', column: { align: 'center', width: 90 } },
  { name: 'dictName', label: 'dict.dictName', column: { align: 'center', ellipsis: true } },
  { name: 'dictType', label: 'dict.dictType', column: { align: 'center', ellipsis: true } },
  { name: 'status', label: 'dict.status', dict: 'sys_normal_disable', column: 'tag' },
  { name: 'remark', label: 'dict.remark', column: { align: 'center', ellipsis: true } },
  { name: 'createTime', label: 'dict.createTime', column: 'time' },
];

const DictTypeDialog = lazy(() => import('./DictTypeDialog'));
const DictTypeDetail = lazy(() => import('./DictTypeDetail'));

/**
 * 字典管理: search, list (the type opens its detail, 列表 its entries), add, edit, delete, export and
 * 刷新缓存 (docs/system/dict-config.md).
 */
export default function DictTypePage() {
  const { t, lang } = useSystemTranslation();
  const navigate = useNavigate();
  const [detail, setDetail] = useState<DictTypeRow | null>(null);
  const page = useCrudPage<DictTypeRow, DictTypeFilter>({
    api: dictTypes,
    fields: DICT_TYPE_FIELDS,
    t,
    editor: true,
    words: 'dict',
    // 修改 / 列表 (the type's entries; with system:dict:edit, as RuoYi 3.9.2) / 删除
    rowActions: (handlers) => [
      handlers.can.edit && editAction<DictTypeRow>(handlers.editRow),
      handlers.can.edit && {
        key: 'list',
        label: t('dict.list'),
        onClick: (row: DictTypeRow) => navigate(dictDataPath(row.dictId)),
      },
      handlers.can.remove && removeAction<DictTypeRow>(handlers.removeRow),
    ],
  });
  const view = page.view();
  const columns = view.columns.map((column) => {
    if (column.key === 'dictType')
      return {
        ...column,
        render: (_: unknown, row: DictTypeRow) => (
          <Button type="link" size="small" className="link-type" onClick={() => setDetail(row)}>
            {row.dictType}
          </Button>
        ),
      };
    if (column.key === 'dictName')
      return {
        ...column,
        render: (_: unknown, row: DictTypeRow) => localizedName(lang, row.dictName, row.dictNameEn),
      };
    return column;
  });
  /** 刷新缓存: the server reloads its cache, this browser forgets the dictionaries it holds */
  const refreshCache = async () => {
    await http.delete('/system/dict/type/refreshCache');
    clearDictCache();
    feedback.message.success(t('dict.refreshed'));
  };
  return (
    <CrudView
      {...view}
      columns={columns}
      actions={{
        permissionPrefix: dictTypes.permission,
        ...view.actions,
        extra: (
          <Can perm="system:dict:remove">
            <Button
              color="danger"
              variant="outlined"
              icon={<ReloadOutlined />}
              onClick={() => void refreshCache()}
            >
              {t('dict.refreshCache')}
            </Button>
          </Can>
        ),
      }}
    >
      <EditorSlot editor={page.editor}>
        {(id) => (
          <DictTypeDialog
            dictId={id as number | undefined}
            statuses={page.dicts.sys_normal_disable ?? []}
            onClose={page.closeEditor}
          />
        )}
      </EditorSlot>
      {detail ? (
        <DictTypeDetail
          type={detail}
          statuses={page.dicts.sys_normal_disable ?? []}
          onClose={() => setDetail(null)}
        />
      ) : null}
    </CrudView>
  );
}

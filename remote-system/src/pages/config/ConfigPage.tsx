import { lazy } from 'react';
import type { ConfigFilter, ConfigRow } from '@dis/contract';
import { http } from '@dis/shared/request';
import { Can } from '@dis/shared/store';
import { Button, CrudView, feedback, ReloadOutlined, useCrudPage, type FieldSpec, EditorSlot } from '@dis/ui';
import { useSystemTranslation } from '../../i18n';
import { localizedName } from '../dict/dictWords';
import { configs } from './api';

/** 参数名称 / 参数键名 / 系统内置 / 创建时间 searched; 参数主键 … 创建时间 listed. */
export const CONFIG_FIELDS: readonly FieldSpec<ConfigRow>[] = [
  { name: 'configName', label: 'config.configName', search: 'input' },
  { name: 'configKey', label: 'config.configKey', search: 'input' },
  { name: 'configType', label: 'config.configType', dict: 'sys_yes_no', search: 'select' },
  { name: 'createTime', label: 'config.createTime', search: 'dateRange' },
  { name: 'configId', label: 'config.configId', column: { align: 'center', width: 90 } },
  { name: 'configName', label: 'config.configName', column: { align: 'center', ellipsis: true } },
  { name: 'configKey', label: 'config.configKey', column: { align: 'center', ellipsis: true } },
  { name: 'configValue', label: 'config.configValue', column: { align: 'center', ellipsis: true } },
  { name: 'configType', label: 'config.configType', dict: 'sys_yes_no', column: 'tag' },
  { name: 'remark', label: 'config.remark', column: { align: 'center', ellipsis: true } },
  { name: 'createTime', label: 'config.createTime', column: 'time' },
];

const ConfigDialog = lazy(() => import('./ConfigDialog'));

/** 参数设置: search, list, add, edit, delete, export and 刷新缓存 (docs/system/dict-config.md). */
export default function ConfigPage() {
  const { t, lang } = useSystemTranslation();
  const page = useCrudPage<ConfigRow, ConfigFilter>({ api: configs, fields: CONFIG_FIELDS, t, editor: true });
  const view = page.view();
  const columns = view.columns.map((column) =>
    column.key === 'configName'
      ? {
          ...column,
          render: (_: unknown, row: ConfigRow) => localizedName(lang, row.configName, row.configNameEn),
        }
      : column,
  );
  const refreshCache = async () => {
    await http.delete('/system/config/refreshCache');
    feedback.message.success(t('config.refreshed'));
  };
  return (
    <CrudView
      {...view}
      columns={columns}
      actions={{
        permissionPrefix: configs.permission,
        ...view.actions,
        extra: (
          <Can perm="system:config:remove">
            <Button
              color="danger"
              variant="outlined"
              icon={<ReloadOutlined />}
              onClick={() => void refreshCache()}
            >
              {t('config.refreshCache')}
            </Button>
          </Can>
        ),
      }}
    >
      <EditorSlot editor={page.editor}>
        {(id) => (
          <ConfigDialog
            configId={id as number | undefined}
            yesNo={page.dicts.sys_yes_no ?? []}
            onClose={page.closeEditor}
          />
        )}
      </EditorSlot>
    </CrudView>
  );
}

import type { ReactNode } from 'react';
import { Button } from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  PlusOutlined,
  SwapOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Can } from '@dis/shared/store';
import { useUiTranslation } from '../i18n';
import './crud.css';

export interface CrudToolbarProps {
  /** `marketing:news` → `marketing:news:add`, `:edit`, `:remove`, `:export` */
  permissionPrefix: string;
  /** how many rows are selected: 修改 wants one, 删除 at least one */
  selectedCount?: number;
  /** 新增 (offered when given) */
  onAdd?: () => void;
  /** 修改 the selected row (offered when given) */
  onEdit?: () => void;
  /** the 修改 button's text when the page edits something else (试用申请: 跟进) */
  editLabel?: ReactNode;
  /** 删除 the selected rows (offered when given) */
  onRemove?: () => void;
  /** 导入 rows from a file (offered when given; shown with `<prefix>:import`) */
  onImport?: () => void;
  /** 导出 the list with its filters (offered when given) */
  onExport?: () => void;
  /** 展开/折叠 every branch of a tree (offered when given; no permission) */
  onToggleExpand?: () => void;
  /** the page's own buttons after these (刷新缓存, 关闭, 清空, 解锁, 保存排序…), each gated by the page */
  extra?: ReactNode;
  className?: string;
  /** the right side, usually `<RightToolbar {...crud.toolbarProps(columns)} />` */
  children?: ReactNode;
}

/**
 * The row above a console list: 新增 / 修改 (one row selected) / 删除 (rows selected) / 导出, each
 * offered when the page handles it and shown only with its permission, and the round buttons on
 * the right.
 */
export function CrudToolbar({
  permissionPrefix,
  selectedCount = 0,
  onAdd,
  onEdit,
  editLabel,
  onRemove,
  onImport,
  onExport,
  onToggleExpand,
  extra,
  className,
  children,
}: CrudToolbarProps) {
  const { t } = useUiTranslation();
  return (
    <div className={['dis-crud-toolbar', className].filter(Boolean).join(' ')}>
      <div className="dis-crud-toolbar__actions">
        {onAdd ? (
          <Can perm={`${permissionPrefix}:add`}>
            <Button type="primary" ghost icon={<PlusOutlined />} onClick={onAdd}>
              {t('crud.add')}
            </Button>
          </Can>
        ) : null}
        {onEdit ? (
          <Can perm={`${permissionPrefix}:edit`}>
            <Button
              color="green"
              variant="outlined"
              icon={<EditOutlined />}
              disabled={selectedCount !== 1}
              onClick={onEdit}
            >
              {editLabel ?? t('crud.edit')}
            </Button>
          </Can>
        ) : null}
        {onRemove ? (
          <Can perm={`${permissionPrefix}:remove`}>
            <Button danger icon={<DeleteOutlined />} disabled={selectedCount === 0} onClick={onRemove}>
              {t('crud.remove')}
            </Button>
          </Can>
        ) : null}
        {onImport ? (
          <Can perm={`${permissionPrefix}:import`}>
            <Button color="default" variant="outlined" icon={<UploadOutlined />} onClick={onImport}>
              {t('crud.import')}
            </Button>
          </Can>
        ) : null}
        {onExport ? (
          <Can perm={`${permissionPrefix}:export`}>
            <Button color="orange" variant="outlined" icon={<DownloadOutlined />} onClick={onExport}>
              {t('crud.export')}
            </Button>
          </Can>
        ) : null}
        {onToggleExpand ? (
          <Button
            color="default"
            variant="outlined"
            icon={<SwapOutlined rotate={90} />}
            onClick={onToggleExpand}
          >
            {t('crud.expandCollapse')}
          </Button>
        ) : null}
        {extra}
      </div>
      {children}
    </div>
  );
}

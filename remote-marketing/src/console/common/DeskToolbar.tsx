import type { ReactNode } from 'react';
import { Can } from '@dis/shared/store';
import { Button, DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@dis/ui';
import { useDeskTranslation } from '../i18n';
import './desk.css';

export interface DeskToolbarProps {
  /** `marketing:news` → `marketing:news:add`, `:edit`, `:remove`, `:export` */
  permissionPrefix: string;
  selectedCount: number;
  onAdd?: () => void;
  onEdit?: () => void;
  /** the 修改 button's text when the page edits something else (试用申请: 跟进) */
  editLabel?: string;
  onRemove: () => void;
  onExport: () => void;
  /** the RightToolbar */
  children: ReactNode;
}

/**
 * The row above a list: 新增 / 修改 (one row selected) / 删除 (rows selected) / 导出, each shown
 * only with its permission, and the round buttons on the right.
 */
export function DeskToolbar({
  permissionPrefix,
  selectedCount,
  onAdd,
  onEdit,
  editLabel,
  onRemove,
  onExport,
  children,
}: DeskToolbarProps) {
  const { t } = useDeskTranslation();
  return (
    <div className="desk-toolbar">
      <div className="desk-toolbar__actions">
        {onAdd ? (
          <Can perm={`${permissionPrefix}:add`}>
            <Button type="primary" ghost icon={<PlusOutlined />} onClick={onAdd}>
              {t('common.add')}
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
              {editLabel ?? t('common.edit')}
            </Button>
          </Can>
        ) : null}
        <Can perm={`${permissionPrefix}:remove`}>
          <Button danger icon={<DeleteOutlined />} disabled={selectedCount === 0} onClick={onRemove}>
            {t('common.remove')}
          </Button>
        </Can>
        <Can perm={`${permissionPrefix}:export`}>
          <Button color="orange" variant="outlined" icon={<DownloadOutlined />} onClick={onExport}>
            {t('common.export')}
          </Button>
        </Can>
      </div>
      {children}
    </div>
  );
}

import { Button } from 'antd';
import { useUiTranslation } from '../i18n';
import { Alert } from '../lazy/components';

export interface LoadFailedProps {
  /** what could not be loaded; the kit's 数据加载失败 / The data could not be loaded by default */
  title?: string;
  /** the request's message */
  reason?: string | null;
  /** 重试 / Retry; without it, no button */
  onRetry?: () => void;
  type?: 'error' | 'warning';
  className?: string;
}

/**
 * What a page or panel shows when its data could not be loaded: the title, the reason and a 重试
 * button (the list's table, a panel, a whole page). The alert's code loads when one first shows.
 */
export function LoadFailed({ title, reason, onRetry, type = 'error', className }: LoadFailedProps) {
  const { t } = useUiTranslation();
  return (
    <Alert
      className={className}
      type={type}
      showIcon
      title={title ?? t('table.loadFailed')}
      description={reason}
      action={
        onRetry ? (
          <Button size="small" onClick={onRetry}>
            {t('table.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}

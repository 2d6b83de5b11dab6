import { useSyncExternalStore } from 'react';
import { Spin } from 'antd';
import { activeDownloads, onDownloadsChange } from '@dis/shared';
import { useUiTranslation } from '../i18n';

/**
 * The full-screen mask 正在下载数据，请稍候 while any download of `@dis/shared/request` runs
 * (`download`, `downloadFile`, `downloadResource`, `downloadZip`). Mounted once by `UiProvider`.
 */
export function DownloadMask() {
  const { t } = useUiTranslation();
  const running = useSyncExternalStore(onDownloadsChange, activeDownloads, () => 0);
  return running > 0 ? <Spin fullscreen spinning description={t('download.running')} /> : null;
}

import type { AjaxResultOf, CacheFigures } from '@dis/contract';
import { http } from '@dis/shared/request';
import { Card, Spin } from '@dis/ui';
import { lazy, Suspense, useMemo } from 'react';
import { useMonitorTranslation } from '../../i18n';
import { InfoList } from '../server/InfoList';
import { usePolled } from '../server/usePolled';
import { commandSlices, infoItems, usedMegabytes } from './cacheFigures';
import '../server/serverPage.css';

// echarts comes in its own chunk, fetched when this page is shown (docs/monitor/stats.md)
const CommandsPie = lazy(() =>
  import(/* webpackChunkName: "cache-charts" */ './CacheCharts').then((m) => ({ default: m.CommandsPie })),
);
const MemoryGauge = lazy(() =>
  import(/* webpackChunkName: "cache-charts" */ './CacheCharts').then((m) => ({ default: m.MemoryGauge })),
);

const loadCache = () => http.get<AjaxResultOf<CacheFigures>>('/monitor/cache').then((answer) => answer.data);

/** 缓存监控: the store's basic figures, the calls per command (pie) and the memory used (gauge). */
export default function CachePage() {
  const { t } = useMonitorTranslation();
  const figures = usePolled(loadCache, 0);
  const slices = useMemo(() => (figures ? commandSlices(figures) : []), [figures]);
  if (!figures) return <Spin tip={t('cache.loading')} size="large" />;
  const chartFallback = <Spin style={{ display: 'block', margin: '140px auto' }} />;
  return (
    <div className="cache-page" data-testid="cache-page">
      <div className="stats-grid">
        <div className="stats-grid__wide">
          <Card
            size="small"
            title={`${t('cache.basic')} · ${figures.kind === 'redis' ? 'Redis' : t('cache.storeMemory')}`}
          >
            <InfoList
              items={infoItems(figures, t('cache.yes'), t('cache.no')).map((item) => ({
                label: t(item.label),
                value: item.value,
              }))}
            />
          </Card>
        </div>
        <div>
          <Card size="small" title={t('cache.commands')}>
            <Suspense fallback={chartFallback}>
              <CommandsPie slices={slices} label={t('cache.commands')} />
            </Suspense>
          </Card>
        </div>
        <div>
          <Card size="small" title={t('cache.memoryInfo')}>
            <Suspense fallback={chartFallback}>
              <MemoryGauge
                megabytes={usedMegabytes(figures)}
                text={figures.info.used_memory_human ?? ''}
                label={t('cache.usedMemory')}
              />
            </Suspense>
          </Card>
        </div>
      </div>
    </div>
  );
}

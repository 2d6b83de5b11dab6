import { useTranslation } from '@dis/shared';
import { Card, LoadFailed, Spin } from '@dis/ui';
import type { ConsoleRoute } from '../../routing/consoleRoutes';
import { TrialChart } from '../chart/TrialChart';
import { Figures } from './Figures';
import { LatestLeads } from './LatestLeads';
import { pagePathOf } from './pagePaths';
import { useDashboardSummary } from './useDashboardSummary';
import './dashboard.css';

/** The staff's figures (`GET /dashboard/summary`): only what the user's permissions allow. */
export function Dashboard({ routes }: { routes: readonly ConsoleRoute[] }) {
  const { t } = useTranslation('common');
  const { state, reload } = useDashboardSummary();
  if (state.status === 'loading') {
    return (
      <div className="dashboard-loading">
        <Spin />
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <LoadFailed
        className="dashboard-failed"
        type="warning"
        title={t('home.loadFailed')}
        reason={state.reason}
        onRetry={reload}
      />
    );
  }
  const { summary } = state;
  const followUpPath = pagePathOf(routes, 'marketing/lead/index');
  return (
    <>
      <Figures summary={summary} routes={routes} />
      {summary.leadsPerDay || summary.latestLeads ? (
        <div className="dashboard-leads">
          {summary.leadsPerDay ? (
            <Card className="dashboard-card" title={t('home.chart.title')}>
              <TrialChart days={summary.leadsPerDay} />
            </Card>
          ) : null}
          {summary.latestLeads ? (
            <LatestLeads leads={summary.latestLeads} followUpPath={followUpPath} />
          ) : null}
        </div>
      ) : null}
    </>
  );
}

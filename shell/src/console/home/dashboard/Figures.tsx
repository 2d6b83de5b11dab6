import type { ReactNode } from 'react';
import { Link, useTranslation } from '@dis/shared';
import { DesktopOutlined, FormOutlined, IdcardOutlined, LockOutlined, NotificationOutlined } from '@dis/ui';
import type { ConsoleRoute } from '../../routing/consoleRoutes';
import type { DashboardSummary } from './api';
import { pagePathOf } from './pagePaths';

type Figure = 'newLeadsThisWeek' | 'publishedNews' | 'openJobs' | 'onlineUsers' | 'failedLoginsToday';

/** Each figure, its words, and the page (by component name) where it can be followed up. */
const FIGURES: ReadonlyArray<{ key: Figure; label: string; icon: ReactNode; page: string; tone: string }> = [
  {
    key: 'newLeadsThisWeek',
    label: 'home.figures.newLeads',
    icon: <FormOutlined />,
    page: 'marketing/lead/index',
    tone: 'blue',
  },
  {
    key: 'publishedNews',
    label: 'home.figures.publishedNews',
    icon: <NotificationOutlined />,
    page: 'marketing/news/index',
    tone: 'green',
  },
  {
    key: 'openJobs',
    label: 'home.figures.openJobs',
    icon: <IdcardOutlined />,
    page: 'marketing/job/index',
    tone: 'purple',
  },
  {
    key: 'onlineUsers',
    label: 'home.figures.onlineUsers',
    icon: <DesktopOutlined />,
    page: 'monitor/online/index',
    tone: 'cyan',
  },
  {
    key: 'failedLoginsToday',
    label: 'home.figures.failedLogins',
    icon: <LockOutlined />,
    page: 'monitor/logininfor/index',
    tone: 'red',
  },
];

/** The figures the user may see, each a card that opens its page when the user has it. */
export function Figures({ summary, routes }: { summary: DashboardSummary; routes: readonly ConsoleRoute[] }) {
  const { t } = useTranslation('common');
  const shown = FIGURES.filter((figure) => summary[figure.key] !== undefined);
  if (shown.length === 0) return null;
  return (
    <dl className="dashboard-figures" aria-label={t('home.figures.label')}>
      {shown.map((figure) => {
        const label = t(figure.label);
        const path = pagePathOf(routes, figure.page);
        return (
          <div key={figure.key} className={`dashboard-figure dashboard-figure--${figure.tone}`}>
            <span className="dashboard-figure__icon" aria-hidden="true">
              {figure.icon}
            </span>
            <dt className="dashboard-figure__label">{label}</dt>
            <dd className="dashboard-figure__value">{summary[figure.key]}</dd>
            {path ? (
              <Link
                className="dashboard-figure__link"
                to={path}
                aria-label={t('home.figures.view', { what: label })}
              />
            ) : null}
          </div>
        );
      })}
    </dl>
  );
}

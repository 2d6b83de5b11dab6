import { useCallback, useEffect, useState } from 'react';
import { fetchDashboardSummary, type DashboardSummary } from './api';

export type SummaryState =
  | { status: 'loading' }
  | { status: 'failed'; reason: string }
  | { status: 'ready'; summary: DashboardSummary };

/** The figures, loaded when the home page mounts (and again on retry or when it is refreshed). */
export function useDashboardSummary(): { state: SummaryState; reload: () => void } {
  const [state, setState] = useState<SummaryState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    fetchDashboardSummary().then(
      (summary) => live && setState({ status: 'ready', summary }),
      (error: Error) => live && setState({ status: 'failed', reason: error.message }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, reload };
}

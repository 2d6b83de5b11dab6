import type { AjaxResultOf, SectionPage } from '@dis/contract';
import { Link } from '@dis/shared';
import { http } from '@dis/shared/request';
import { Empty, LoadFailed, MenuIcon, Spin } from '@dis/ui';
import { useEffect, useState } from 'react';
import { useSalesTranslation } from '../../i18n';

type Loaded = { pages: SectionPage[] } | { failed: string } | null;

/** The section's first page: the pages of it the signed-in user may open (`GET /sales/overview`). */
export default function OverviewPage() {
  const { t } = useSalesTranslation();
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    http
      .get<AjaxResultOf<SectionPage[]>>('/sales/overview')
      .then((answer) => current && setLoaded({ pages: answer.data }))
      .catch(
        (error: unknown) =>
          current && setLoaded({ failed: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = () => {
    setLoaded(null);
    setAttempt((n) => n + 1);
  };
  if (loaded === null) return <Spin />;
  if ('failed' in loaded)
    return <LoadFailed title={t('overview.failed')} reason={loaded.failed} onRetry={retry} />;
  return (
    <section className="app-container" aria-label={t('overview.intro')}>
      <p>{t('overview.intro')}</p>
      {loaded.pages.length === 0 ? (
        <Empty description={t('overview.empty')} />
      ) : (
        <ul>
          {loaded.pages.map((page) => (
            <li key={page.path}>
              <Link to={page.path}>
                <MenuIcon name={page.icon} /> {page.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

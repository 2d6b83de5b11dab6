import type { ReactNode } from 'react';
import { Link } from '@dis/shared';
import { StatusNotice } from '../page/StatusNotice';
import type { PortalQuery } from './usePortalQuery';
import { usePortalWords } from './words';

/** Until the data is there: the loading notice, or why it failed with a button to try again. */
export function PortalPending({ query }: { query: PortalQuery<unknown> }) {
  const { t } = usePortalWords();
  if (query.status === 'ready') return null;
  if (query.status === 'loading') return <StatusNotice kind="loading" message={t('status.loading')} />;
  return (
    <StatusNotice
      kind="failed"
      message={t('status.failed', { message: query.message })}
      action={
        <button type="button" className="site-button site-button--outline" onClick={query.retry}>
          {t('status.retry')}
        </button>
      }
    />
  );
}

export interface PortalItemPageProps<T> {
  query: PortalQuery<T>;
  /** the page's outer classes */
  className: string;
  /** the BEM block of the item (`article`, `job-detail`): `__container`, `__missing`, `__title` */
  block: string;
  /** the h1 and the text when the item is unknown or no longer public */
  notFound: { title: string; text: string };
  /** the list to go back to */
  back: { to: string; label: string };
  children: (item: T) => ReactNode;
}

/** The frame of a page showing one published item (an article, a job): loading, the item, not found, failed. */
export function PortalItemPage<T>({
  query,
  className,
  block,
  notFound,
  back,
  children,
}: PortalItemPageProps<T>) {
  let body: ReactNode;
  if (query.status === 'ready') body = children(query.data);
  else if (query.status === 'notFound')
    body = (
      <div className={`${block}__missing`}>
        <h1 className={`${block}__title`}>{notFound.title}</h1>
        <StatusNotice
          kind="notFound"
          message={notFound.text}
          action={
            <Link to={back.to} className="site-button site-button--primary">
              {back.label}
            </Link>
          }
        />
      </div>
    );
  else body = <PortalPending query={query} />;
  return (
    <div className={className}>
      <section className="site-section">
        <div className={`site-container ${block}__container`}>{body}</div>
      </section>
    </div>
  );
}

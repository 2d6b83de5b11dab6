import { useState } from 'react';
import { COMPANY } from '../company';
import { PageBanner } from '../page/PageBanner';
import { StatusNotice } from '../page/StatusNotice';
import { fetchJobs } from '../portal/api';
import { usePortalQuery } from '../portal/usePortalQuery';
import { usePortalWords } from '../portal/words';
import { useDocumentMeta } from '../useDocumentMeta';
import { JobCard } from './JobCard';
import { citiesOf } from './jobText';
import './joinus.css';

interface Item {
  title: string;
  text: string;
}

/** /Joinus: why join, the open positions of the visitor's language (by city) and how to apply. */
export default function JoinusPage() {
  const { t, r, lang } = usePortalWords();
  useDocumentMeta(t('joinus.title'), t('joinus.description'));
  const jobs = usePortalQuery(`jobs|${lang}`, () => fetchJobs(lang));
  const [city, setCity] = useState<string | null>(null);
  const reasons = r<Item[]>('joinus.why') ?? [];

  let list;
  if (jobs.status === 'loading') list = <StatusNotice kind="loading" message={t('status.loading')} />;
  else if (jobs.status !== 'ready')
    list = (
      <StatusNotice
        kind="failed"
        message={t('status.failed', { message: jobs.message })}
        action={
          <button type="button" className="site-button site-button--outline" onClick={jobs.retry}>
            {t('status.retry')}
          </button>
        }
      />
    );
  else if (jobs.data.rows.length === 0)
    list = <StatusNotice kind="empty" message={t('joinus.empty', { email: COMPANY.jobsEmail })} />;
  else {
    const cities = citiesOf(jobs.data.rows);
    const chosen = city !== null && cities.includes(city) ? city : null;
    const shown = chosen === null ? jobs.data.rows : jobs.data.rows.filter((job) => job.city === chosen);
    list = (
      <>
        <div className="job-cities" role="group" aria-label={t('joinus.citiesLabel')}>
          {[null, ...cities].map((name) => (
            <button
              key={name ?? 'all'}
              type="button"
              className="job-cities__button"
              aria-pressed={name === chosen}
              onClick={() => setCity(name)}
            >
              {name ?? t('joinus.allCities')}
            </button>
          ))}
        </div>
        <ul className="job-list">
          {shown.map((job) => (
            <li key={job.jobId}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="joinus">
      <PageBanner
        kicker={t('joinus.kicker')}
        title={t('joinus.heading')}
        lead={t('joinus.lead')}
        accent={4}
      />
      <section className="site-section site-section--soft" aria-labelledby="joinus-why">
        <div className="site-container">
          <h2 id="joinus-why" className="site-section__title joinus__title">
            {t('joinus.whyTitle')}
          </h2>
          <ul className="page-grid page-grid--4">
            {reasons.map((reason) => (
              <li key={reason.title} className="page-card">
                <span className="page-card__icon" aria-hidden="true" />
                <h3 className="page-card__title">{reason.title}</h3>
                <p className="page-card__text">{reason.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="site-section" aria-labelledby="joinus-jobs">
        <div className="site-container">
          <h2 id="joinus-jobs" className="site-section__title joinus__title">
            {t('joinus.jobsTitle')}
          </h2>
          {list}
          <aside className="joinus__apply" aria-labelledby="joinus-apply">
            <h3 id="joinus-apply">{t('joinus.applyTitle')}</h3>
            <p>{t('joinus.applyText', { email: COMPANY.jobsEmail })}</p>
            <a href={`mailto:${COMPANY.jobsEmail}`} className="site-button site-button--primary">
              {t('jobDetail.apply')}
            </a>
          </aside>
        </div>
      </section>
    </div>
  );
}

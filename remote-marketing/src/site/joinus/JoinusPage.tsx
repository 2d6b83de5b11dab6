import DeploymentUnitOutlined from '@ant-design/icons-svg/lib/asn/DeploymentUnitOutlined';
import FireOutlined from '@ant-design/icons-svg/lib/asn/FireOutlined';
import HeartOutlined from '@ant-design/icons-svg/lib/asn/HeartOutlined';
import ReadOutlined from '@ant-design/icons-svg/lib/asn/ReadOutlined';
import { useState } from 'react';
import { COMPANY } from '../company';
import { PageBanner } from '../page/PageBanner';
import { CardGrid, PageSection, type PageItem } from '../page/PageSection';
import { StatusNotice } from '../page/StatusNotice';
import { PortalPending } from '../portal/PortalStatus';
import { fetchJobs } from '../portal/api';
import { usePortalQuery } from '../portal/usePortalQuery';
import { usePortalWords } from '../portal/words';
import { useDocumentMeta } from '../useDocumentMeta';
import { JobCard } from './JobCard';
import { citiesOf } from './jobText';
import './joinus.css';

/** The icons of the reasons to join, in the order of `joinus.why`: problems, technology, growth, care. */
const REASON_ICONS = [FireOutlined, DeploymentUnitOutlined, ReadOutlined, HeartOutlined];

/** /Joinus: why join, the open positions of the visitor's language (by city) and how to apply. */
export default function JoinusPage() {
  const { t, r, lang } = usePortalWords();
  useDocumentMeta(t('joinus.title'), t('joinus.description'));
  const jobs = usePortalQuery(`jobs|${lang}`, () => fetchJobs(lang));
  const [city, setCity] = useState<string | null>(null);
  const reasons = r<PageItem[]>('joinus.why') ?? [];

  let list;
  if (jobs.status !== 'ready') list = <PortalPending query={jobs} />;
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
      <PageSection id="joinus-why" title={t('joinus.whyTitle')} soft>
        <CardGrid items={reasons} columns={4} icons={REASON_ICONS} />
      </PageSection>
      <PageSection id="joinus-jobs" title={t('joinus.jobsTitle')}>
        {list}
        <aside className="joinus__apply" aria-labelledby="joinus-apply">
          <h3 id="joinus-apply">{t('joinus.applyTitle')}</h3>
          <p>{t('joinus.applyText', { email: COMPANY.jobsEmail })}</p>
          <a href={`mailto:${COMPANY.jobsEmail}`} className="site-button site-button--primary">
            {t('jobDetail.apply')}
          </a>
        </aside>
      </PageSection>
    </div>
  );
}

import { Link, useParams } from '@dis/shared';
import { COMPANY } from '../company';
import { htmlLang, LanguageNotice } from '../page/LanguageNotice';
import { fetchJob, type PortalJob } from '../portal/api';
import { formatDay } from '../portal/formatDate';
import { PortalItemPage } from '../portal/PortalStatus';
import { usePortalItem } from '../portal/usePortalQuery';
import { usePortalWords } from '../portal/words';
import { useDocumentMeta } from '../useDocumentMeta';
import { linesOf } from './jobText';
import './joinus.css';

function BackToJobs() {
  const { t } = usePortalWords();
  return (
    <Link to="/Joinus" className="job-detail__back">
      ← {t('jobDetail.back')}
    </Link>
  );
}

function JobDetail({ job }: { job: PortalJob }) {
  const { t, lang } = usePortalWords();
  const facts = [
    { label: t('jobDetail.city'), value: job.city },
    { label: t('jobDetail.department'), value: job.department },
    { label: t('jobDetail.headcount'), value: job.headcount ? String(job.headcount) : null },
    { label: t('jobDetail.published'), value: formatDay(job.publishTime, lang) || null },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value));
  const subject = encodeURIComponent(t('jobDetail.subject', { title: job.title }));
  return (
    <article className="job-detail">
      <BackToJobs />
      <LanguageNotice
        itemLang={job.lang}
        lang={lang}
        message={t('jobDetail.otherLanguage')}
        to="/Joinus"
        link={t('jobDetail.toList')}
      />
      <h1 className="job-detail__title" lang={htmlLang(job.lang)}>
        {job.title}
      </h1>
      <dl className="job-detail__facts">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="job-detail__columns">
        <section aria-labelledby="job-description">
          <h2 id="job-description">{t('jobDetail.description')}</h2>
          <ul lang={htmlLang(job.lang)}>
            {linesOf(job.description).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="job-requirements">
          <h2 id="job-requirements">{t('jobDetail.requirements')}</h2>
          <ul lang={htmlLang(job.lang)}>
            {linesOf(job.requirements).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      </div>
      <aside className="joinus__apply" aria-labelledby="job-apply">
        <h2 id="job-apply">{t('jobDetail.apply')}</h2>
        <p>{t('jobDetail.applyText', { email: COMPANY.jobsEmail, title: job.title })}</p>
        <a
          href={`mailto:${COMPANY.jobsEmail}?subject=${subject}`}
          className="site-button site-button--primary"
        >
          {t('jobDetail.apply')}
        </a>
      </aside>
      <BackToJobs />
    </article>
  );
}

/** /Joinus/:jobId: one open position, with the way back to the job list. */
export default function JobDetailPage() {
  const { t } = usePortalWords();
  const job = usePortalItem('job', useParams().jobId, fetchJob);
  const ready = job.status === 'ready' ? job.data : null;
  useDocumentMeta(
    ready ? t('jobDetail.itemTitle', { title: ready.title }) : t('jobDetail.title'),
    ready
      ? t('jobDetail.itemDescription', {
          title: ready.title,
          city: ready.city ?? '',
          department: ready.department ?? '',
        })
      : t('joinus.description'),
  );

  return (
    <PortalItemPage
      query={job}
      className="joinus"
      block="job-detail"
      notFound={{ title: t('jobDetail.notFound'), text: t('jobDetail.notFoundText') }}
      back={{ to: '/Joinus', label: t('jobDetail.back') }}
    >
      {(item) => <JobDetail job={item} />}
    </PortalItemPage>
  );
}

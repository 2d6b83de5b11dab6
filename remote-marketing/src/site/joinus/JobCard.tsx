import { Link } from '@dis/shared';
import type { PortalJob } from '../portal/api';
import { usePortalWords } from '../portal/words';
import { linesOf } from './jobText';

/** One open position: title (the link), city, department, openings and its first duty. */
export function JobCard({ job }: { job: PortalJob }) {
  const { t } = usePortalWords();
  const [firstDuty] = linesOf(job.description);
  return (
    <article className="job-card">
      <h3 className="job-card__title">
        <Link to={`/Joinus/${job.jobId}`}>{job.title}</Link>
      </h3>
      <ul className="job-card__facts">
        {job.city ? <li className="job-card__fact job-card__fact--city">{job.city}</li> : null}
        {job.department ? <li className="job-card__fact">{job.department}</li> : null}
        {job.headcount ? (
          <li className="job-card__fact">{t('joinus.openings', { count: job.headcount })}</li>
        ) : null}
      </ul>
      {firstDuty ? <p className="job-card__duty">{firstDuty}</p> : null}
      <span className="job-card__more" aria-hidden="true">
        {t('joinus.details')}
      </span>
    </article>
  );
}

import { Link } from '@dis/shared';
import { COMPANY } from '../company';
import { PageBanner } from '../page/PageBanner';
import { useDocumentMeta } from '../useDocumentMeta';
import { Offices } from './Offices';
import { Timeline } from './Timeline';
import { useAboutWords } from './words';
import './about.css';

interface Item {
  title: string;
  text: string;
}

interface Figure {
  value: string;
  label: string;
}

/** /About: who we are, the timeline 2014–2024, culture, ecosystem, the four offices and contact. */
export default function AboutPage() {
  const { t, r } = useAboutWords();
  useDocumentMeta(t('title'), t('description'));
  const paragraphs = r<string[]>('intro.paragraphs') ?? [];
  const facts = r<Figure[]>('intro.facts') ?? [];
  const culture = r<Item[]>('culture.items') ?? [];
  const partners = r<Item[]>('ecosystem.items') ?? [];

  return (
    <div className="about">
      <PageBanner kicker={t('kicker')} title={t('heading')} lead={t('lead')} accent={2} />

      <section className="site-section" aria-labelledby="about-intro">
        <div className="site-container about__intro">
          <div>
            <h2 id="about-intro" className="about__heading">
              {t('intro.title')}
            </h2>
            {paragraphs.map((paragraph) => (
              <p key={paragraph} className="about__paragraph">
                {paragraph}
              </p>
            ))}
          </div>
          <ul className="about__facts">
            {facts.map((fact) => (
              <li key={fact.label} className="page-metric">
                <strong>{fact.value}</strong>
                <span>{fact.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Timeline />

      <section className="site-section site-section--soft" aria-labelledby="about-culture">
        <div className="site-container">
          <h2 id="about-culture" className="site-section__title about__title">
            {t('culture.title')}
          </h2>
          <ul className="page-grid page-grid--3">
            {culture.map((item, index) => (
              <li key={item.title} className={`page-card about__culture about__culture--${index}`}>
                <h3 className="page-card__title">{item.title}</h3>
                <p className="about__culture-text">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="site-section" aria-labelledby="about-ecosystem">
        <div className="site-container">
          <h2 id="about-ecosystem" className="site-section__title">
            {t('ecosystem.title')}
          </h2>
          <p className="site-section__lead">{t('ecosystem.lead')}</p>
          <ul className="page-grid page-grid--4">
            {partners.map((item) => (
              <li key={item.title} className="page-card page-card--soft">
                <span className="page-card__icon" aria-hidden="true" />
                <h3 className="page-card__title">{item.title}</h3>
                <p className="page-card__text">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Offices />

      <section className="site-section" aria-labelledby="about-contact">
        <div className="site-container">
          <h2 id="about-contact" className="site-section__title about__title">
            {t('contact.title')}
          </h2>
          <dl className="about__contact">
            <div>
              <dt>{t('contact.sales')}</dt>
              <dd>
                <a href={`tel:${COMPANY.salesPhone}`}>{COMPANY.salesPhone}</a>
              </dd>
            </div>
            <div>
              <dt>{t('contact.support')}</dt>
              <dd>
                <a href={`tel:${COMPANY.supportPhone}`}>{COMPANY.supportPhone}</a>
              </dd>
            </div>
            <div>
              <dt>{t('contact.email')}</dt>
              <dd>
                <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
              </dd>
            </div>
            <div>
              <dt>{t('contact.jobs')}</dt>
              <dd>
                <a href={`mailto:${COMPANY.jobsEmail}`}>{COMPANY.jobsEmail}</a>
              </dd>
            </div>
          </dl>
          <p className="about__hours">
            {t('contact.hours')} ·{' '}
            <Link to={{ pathname: '/', hash: '#trial' }} className="about__trial">
              {t('contact.trial')}
            </Link>
          </p>
        </div>
      </section>
    </div>
  );
}

import ApartmentOutlined from '@ant-design/icons-svg/lib/asn/ApartmentOutlined';
import BulbOutlined from '@ant-design/icons-svg/lib/asn/BulbOutlined';
import ClusterOutlined from '@ant-design/icons-svg/lib/asn/ClusterOutlined';
import TeamOutlined from '@ant-design/icons-svg/lib/asn/TeamOutlined';
import { Link } from '@dis/shared';
import { COMPANY } from '../company';
import { PageBanner } from '../page/PageBanner';
import { CardGrid, MetricList, PageSection, type PageFigure, type PageItem } from '../page/PageSection';
import { useDocumentMeta } from '../useDocumentMeta';
import { Offices } from './Offices';
import { Timeline } from './Timeline';
import { useAboutWords } from './words';
import './about.css';

/** The icons of the partners, in the order of `ecosystem.items`: infrastructure, solutions, research, industry. */
const PARTNER_ICONS = [ClusterOutlined, TeamOutlined, BulbOutlined, ApartmentOutlined];

/** /About: who we are, the timeline 2014–2024, culture, ecosystem, the four offices and contact. */
export default function AboutPage() {
  const { t, r } = useAboutWords();
  useDocumentMeta(t('title'), t('description'));
  const paragraphs = r<string[]>('intro.paragraphs') ?? [];
  const facts = r<PageFigure[]>('intro.facts') ?? [];
  const culture = r<PageItem[]>('culture.items') ?? [];
  const partners = r<PageItem[]>('ecosystem.items') ?? [];

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
          <MetricList figures={facts} className="about__facts" />
        </div>
      </section>

      <Timeline />

      <PageSection id="about-culture" title={t('culture.title')} soft>
        <ul className="page-grid page-grid--3">
          {culture.map((item, index) => (
            <li key={item.title} className={`page-card about__culture about__culture--${index}`}>
              <h3 className="page-card__title">{item.title}</h3>
              <p className="about__culture-text">{item.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="about-ecosystem" title={t('ecosystem.title')} lead={t('ecosystem.lead')}>
        <CardGrid items={partners} columns={4} soft icons={PARTNER_ICONS} />
      </PageSection>

      <Offices />

      <PageSection id="about-contact" title={t('contact.title')}>
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
      </PageSection>
    </div>
  );
}

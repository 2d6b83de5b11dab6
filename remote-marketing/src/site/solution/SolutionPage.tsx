import { useEffect } from 'react';
import { Link, useLocation } from '@dis/shared';
import { PRODUCTS_ID, PRODUCT_PAGES } from '../company';
import { PageBanner } from '../page/PageBanner';
import { scrollToSection } from '../scrolling';
import { useDocumentMeta } from '../useDocumentMeta';
import { useMarketingWords } from '../words';
import { SOLUTION_FORM_ID, SolutionForm } from './SolutionForm';
import { useSolutionWords } from './words';
import './solution.css';

interface Item {
  title: string;
  text: string;
}

interface Stage extends Item {
  name: string;
  to: string;
  link: string;
}

interface Figure {
  value: string;
  label: string;
}

/** The six products of the suite (spec §1). */
const SUITE = ['chaotic', 'intelligence', 'inversion', 'transaction', 'loadTest', 'solution'] as const;

/** Brings the consultation form into view, its heading focused. */
const scrollToForm = () => {
  scrollToSection(SOLUTION_FORM_ID, true);
};

/** /Solution: the digital-immune-system solution and its consultation form. */
export default function SolutionPage() {
  const { t, r } = useSolutionWords();
  const site = useMarketingWords();
  const { hash } = useLocation();
  useDocumentMeta(t('title'), t('description'));
  useEffect(() => {
    // 在线咨询 (the floating helper) links to #solution-form, from this page too
    if (hash === `#${SOLUTION_FORM_ID}`) scrollToForm();
  }, [hash]);
  const challenges = r<Item[]>('challenges.items') ?? [];
  const stages = r<Stage[]>('loop.stages') ?? [];
  const steps = r<Item[]>('roadmap.steps') ?? [];
  const results = r<Figure[]>('results.items') ?? [];
  const categories = site.r<Array<{ name: string; line: string }>>('home.clients.categories') ?? [];

  return (
    <div className="solution">
      <PageBanner kicker={t('kicker')} title={t('name')} lead={t('lead')} accent={5}>
        <button type="button" className="site-button site-button--primary" onClick={scrollToForm}>
          {t('consult')}
        </button>
        <Link to={{ pathname: '/', hash: `#${PRODUCTS_ID}` }} className="site-button site-button--ghost">
          {t('products')}
        </Link>
      </PageBanner>

      <section className="site-section" aria-labelledby="solution-challenges">
        <div className="site-container">
          <h2 id="solution-challenges" className="site-section__title solution__title">
            {t('challenges.title')}
          </h2>
          <ul className="page-grid page-grid--3">
            {challenges.map((item) => (
              <li key={item.title} className="page-card page-card--soft">
                <h3 className="page-card__title">{item.title}</h3>
                <p className="page-card__text">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="site-section solution__loop" aria-labelledby="solution-loop">
        <div className="site-container">
          <h2 id="solution-loop" className="site-section__title">
            {t('loop.title')}
          </h2>
          <p className="site-section__lead">{t('loop.lead')}</p>
          <ol className="solution__stages">
            {stages.map((stage, index) => (
              <li key={stage.name} className={`solution__stage solution__stage--${index}`}>
                <span className="solution__stage-name">{stage.name}</span>
                <h3 className="solution__stage-title">{stage.title}</h3>
                <p>{stage.text}</p>
                <Link to={stage.to} className="solution__stage-link">
                  {stage.link}
                </Link>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="site-section site-section--soft" aria-labelledby="solution-suite">
        <div className="site-container">
          <h2 id="solution-suite" className="site-section__title">
            {t('suite.title')}
          </h2>
          <p className="site-section__lead">{t('suite.lead')}</p>
          <ul className="page-grid page-grid--3">
            {SUITE.map((key, index) => {
              const page = PRODUCT_PAGES.find((candidate) => candidate.key === key);
              return (
                <li key={key} className="page-card">
                  <span className={`page-card__icon solution__icon--${index}`} aria-hidden="true" />
                  <h3 className="page-card__title">
                    {page ? (
                      <Link to={page.to}>{site.t(`products.${key}.name`)}</Link>
                    ) : (
                      site.t(`products.${key}.name`)
                    )}
                  </h3>
                  <p className="page-card__text">{site.t(`products.${key}.line`)}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="site-section" aria-labelledby="solution-roadmap">
        <div className="site-container">
          <h2 id="solution-roadmap" className="site-section__title solution__title">
            {t('roadmap.title')}
          </h2>
          <ol className="page-grid page-grid--4 page-steps">
            {steps.map((step) => (
              <li key={step.title} className="page-step">
                <h3 className="page-card__title">{step.title}</h3>
                <p className="page-card__text">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="site-section site-section--soft" aria-labelledby="solution-results">
        <div className="site-container">
          <h2 id="solution-results" className="site-section__title solution__title">
            {t('results.title')}
          </h2>
          <ul className="page-grid page-grid--4">
            {results.map((figure) => (
              <li key={figure.label} className="page-metric">
                <strong>{figure.value}</strong>
                <span>{figure.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="site-section" aria-labelledby="solution-clients">
        <div className="site-container">
          <h2 id="solution-clients" className="site-section__title">
            {t('clients.title')}
          </h2>
          <p className="site-section__lead">{t('clients.lead')}</p>
          <ul className="page-grid page-grid--4">
            {categories.map((category) => (
              <li key={category.name} className="page-card page-card--soft">
                <h3 className="page-card__title">{category.name}</h3>
                <p className="page-card__text">{category.line}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <SolutionForm />
    </div>
  );
}

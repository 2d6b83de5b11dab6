import { useEffect } from 'react';
import { Link, useLocation } from '@dis/shared';
import { PRODUCTS_ID, PRODUCT_PAGES } from '../company';
import { PageBanner } from '../page/PageBanner';
import {
  CardGrid,
  MetricList,
  PageSection,
  StepList,
  type PageFigure,
  type PageItem,
} from '../page/PageSection';
import { scrollToSection } from '../scrolling';
import { useDocumentMeta } from '../useDocumentMeta';
import { useMarketingWords } from '../words';
import { SOLUTION_FORM_ID, SolutionForm } from './SolutionForm';
import { useSolutionWords } from './words';
import './solution.css';

interface Stage extends PageItem {
  name: string;
  to: string;
  link: string;
}

/** The six products of the suite (docs/product.md §1). */
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
  const challenges = r<PageItem[]>('challenges.items') ?? [];
  const stages = r<Stage[]>('loop.stages') ?? [];
  const steps = r<PageItem[]>('roadmap.steps') ?? [];
  const results = r<PageFigure[]>('results.items') ?? [];
  const clients = (site.r<Array<{ name: string; line: string }>>('home.clients.categories') ?? []).map(
    (category) => ({ title: category.name, text: category.line }),
  );

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

      <PageSection id="solution-challenges" title={t('challenges.title')}>
        <CardGrid items={challenges} columns={3} soft />
      </PageSection>

      <PageSection
        id="solution-loop"
        title={t('loop.title')}
        lead={t('loop.lead')}
        className="solution__loop"
      >
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
      </PageSection>

      <PageSection id="solution-suite" title={t('suite.title')} lead={t('suite.lead')} soft>
        <ul className="page-grid page-grid--3">
          {SUITE.map((key, index) => {
            const page = PRODUCT_PAGES.find((candidate) => candidate.key === key);
            return (
              <li key={key} className="page-card">
                <span className={`page-card__icon page-card__icon--${index}`} aria-hidden="true" />
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
      </PageSection>

      <PageSection id="solution-roadmap" title={t('roadmap.title')}>
        <StepList steps={steps} />
      </PageSection>

      <PageSection id="solution-results" title={t('results.title')} soft>
        <MetricList figures={results} />
      </PageSection>

      <PageSection id="solution-clients" title={t('clients.title')} lead={t('clients.lead')}>
        <CardGrid items={clients} columns={4} soft />
      </PageSection>

      <SolutionForm />
    </div>
  );
}

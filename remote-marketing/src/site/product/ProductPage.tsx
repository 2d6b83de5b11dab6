import { Link } from '@dis/shared';
import { PRODUCT_PAGES } from '../company';
import { CtaBand } from '../page/CtaBand';
import { PageBanner } from '../page/PageBanner';
import {
  CardGrid,
  MetricList,
  PageSection,
  StepList,
  type PageFigure,
  type PageItem,
} from '../page/PageSection';
import { useDocumentMeta } from '../useDocumentMeta';
import { useGoToTrial } from '../useGoToTrial';
import { ProductDiagram } from './diagram/Diagram';
import type { ProductVisuals } from './visuals/types';
import { useProductWords } from './words';
import './product.css';

export type ProductKey = (typeof PRODUCT_PAGES)[number]['key'];

/**
 * One product page: what hurts, the product at a glance (its diagram), what it does, how it works,
 * what clients gained, where it is used, and the way to a trial. Every word comes from
 * `marketing-products`; the pictures and icons are the product's own (`visuals`, imported by its
 * page alone: docs/site/visuals.md).
 */
export function ProductPage({ product, visuals }: { product: ProductKey; visuals: ProductVisuals }) {
  const { Art } = visuals;
  const { t, r } = useProductWords();
  const goToTrial = useGoToTrial();
  useDocumentMeta(t(`${product}.title`), t(`${product}.description`));
  const accent = PRODUCT_PAGES.findIndex((page) => page.key === product) + 1;
  const challenges = r<PageItem[]>(`${product}.challenges`) ?? [];
  const capabilities = r<PageItem[]>(`${product}.capabilities`) ?? [];
  const steps = r<PageItem[]>(`${product}.steps`) ?? [];
  const results = r<PageFigure[]>(`${product}.results`) ?? [];
  const scenarios = r<string[]>(`${product}.scenarios`) ?? [];

  return (
    <div className={`product product--${product}`}>
      <PageBanner
        kicker={t('kicker')}
        title={t(`${product}.name`)}
        lead={t(`${product}.tagline`)}
        accent={accent}
        art={<Art />}
      >
        <button type="button" className="site-button site-button--primary" onClick={goToTrial}>
          {t('trial')}
        </button>
        <Link
          to="/Solution"
          state={{ product: PRODUCT_PAGES.find((page) => page.key === product)?.interest }}
          className="site-button site-button--ghost"
        >
          {t('solution')}
        </Link>
      </PageBanner>

      <PageSection id="product-challenges" title={t('challengesTitle')}>
        <CardGrid items={challenges} columns={3} soft cardClassName="product__challenge" />
      </PageSection>

      <PageSection
        id="product-diagram"
        title={t(`${product}.diagram.heading`)}
        lead={t(`${product}.diagram.lead`)}
        className="product__diagram"
        soft
      >
        <ProductDiagram
          id={`${product}-diagram`}
          spec={visuals.diagram}
          word={(key) => t(`${product}.diagram.${key}`)}
        />
      </PageSection>

      <PageSection id="product-capabilities" title={t('capabilitiesTitle')}>
        <CardGrid items={capabilities} columns={3} icons={visuals.icons} />
      </PageSection>

      <PageSection id="product-steps" title={t('stepsTitle')} soft>
        <StepList steps={steps} />
      </PageSection>

      <PageSection id="product-results" title={t('resultsTitle')}>
        <MetricList figures={results} />
        <h3 className="product__scenarios-title">{t('scenariosTitle')}</h3>
        <ul className="page-tags">
          {scenarios.map((scenario) => (
            <li key={scenario}>{scenario}</li>
          ))}
        </ul>
      </PageSection>

      <CtaBand title={t('ctaTitle')} text={t('ctaText')} action={t('trial')} />

      <nav className="site-section product__others" aria-labelledby="product-others">
        <div className="site-container">
          <h2 id="product-others" className="site-section__title site-section__title--spaced">
            {t('others')}
          </h2>
          <ul className="page-grid page-grid--3">
            {PRODUCT_PAGES.filter((page) => page.key !== product).map((page) => (
              <li key={page.key}>
                <Link to={page.to} className="product__other">
                  <strong>{t(`${page.key}.name`)}</strong>
                  <span>{t(`${page.key}.tagline`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </div>
  );
}

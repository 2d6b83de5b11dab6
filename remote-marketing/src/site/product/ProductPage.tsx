import { Link } from '@dis/shared';
import { PRODUCT_PAGES } from '../company';
import { CtaBand } from '../page/CtaBand';
import { PageBanner } from '../page/PageBanner';
import { useDocumentMeta } from '../useDocumentMeta';
import { useGoToTrial } from '../useGoToTrial';
import { useProductWords } from './words';
import './product.css';

export type ProductKey = (typeof PRODUCT_PAGES)[number]['key'];

interface Item {
  title: string;
  text: string;
}

interface Figure {
  value: string;
  label: string;
}

/**
 * One product page: what hurts, what the product does, how it works, what clients gained, where
 * it is used, and the way to a trial. Every word comes from `marketing-products`.
 */
export function ProductPage({ product }: { product: ProductKey }) {
  const { t, r } = useProductWords();
  const goToTrial = useGoToTrial();
  useDocumentMeta(t(`${product}.title`), t(`${product}.description`));
  const accent = PRODUCT_PAGES.findIndex((page) => page.key === product) + 1;
  const challenges = r<Item[]>(`${product}.challenges`) ?? [];
  const capabilities = r<Item[]>(`${product}.capabilities`) ?? [];
  const steps = r<Item[]>(`${product}.steps`) ?? [];
  const results = r<Figure[]>(`${product}.results`) ?? [];
  const scenarios = r<string[]>(`${product}.scenarios`) ?? [];

  return (
    <div className={`product product--${product}`}>
      <PageBanner
        kicker={t('kicker')}
        title={t(`${product}.name`)}
        lead={t(`${product}.tagline`)}
        accent={accent}
      >
        <button type="button" className="site-button site-button--primary" onClick={goToTrial}>
          {t('trial')}
        </button>
        <Link to="/Solution" className="site-button site-button--ghost">
          {t('solution')}
        </Link>
      </PageBanner>

      <section className="site-section" aria-labelledby="product-challenges">
        <div className="site-container">
          <h2 id="product-challenges" className="site-section__title product__section-title">
            {t('challengesTitle')}
          </h2>
          <ul className="page-grid page-grid--3">
            {challenges.map((item) => (
              <li key={item.title} className="page-card page-card--soft product__challenge">
                <h3 className="page-card__title">{item.title}</h3>
                <p className="page-card__text">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="site-section site-section--soft" aria-labelledby="product-capabilities">
        <div className="site-container">
          <h2 id="product-capabilities" className="site-section__title product__section-title">
            {t('capabilitiesTitle')}
          </h2>
          <ul className="page-grid page-grid--3">
            {capabilities.map((item, index) => (
              <li key={item.title} className="page-card">
                <span className={`page-card__icon product__icon--${index}`} aria-hidden="true" />
                <h3 className="page-card__title">{item.title}</h3>
                <p className="page-card__text">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="site-section" aria-labelledby="product-steps">
        <div className="site-container">
          <h2 id="product-steps" className="site-section__title product__section-title">
            {t('stepsTitle')}
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

      <section className="site-section site-section--soft" aria-labelledby="product-results">
        <div className="site-container">
          <h2 id="product-results" className="site-section__title product__section-title">
            {t('resultsTitle')}
          </h2>
          <ul className="page-grid page-grid--4">
            {results.map((figure) => (
              <li key={figure.label} className="page-metric">
                <strong>{figure.value}</strong>
                <span>{figure.label}</span>
              </li>
            ))}
          </ul>
          <h3 className="product__scenarios-title">{t('scenariosTitle')}</h3>
          <ul className="page-tags">
            {scenarios.map((scenario) => (
              <li key={scenario}>{scenario}</li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBand title={t('ctaTitle')} text={t('ctaText')} action={t('trial')} />

      <nav className="site-section product__others" aria-labelledby="product-others">
        <div className="site-container">
          <h2 id="product-others" className="site-section__title product__section-title">
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

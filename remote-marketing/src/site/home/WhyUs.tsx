import { useMarketingWords } from '../words';

interface Figure {
  value: string;
  label: string;
}

/** 为什么选择 DIS: the company's figures and what clients gained (docs/product.md §9). */
export function WhyUs() {
  const { t, r } = useMarketingWords();
  const facts = r<Figure[]>('home.why.facts') ?? [];
  const results = r<Figure[]>('home.why.results') ?? [];
  return (
    <section className="site-section why" aria-labelledby="why-title">
      <div className="site-container">
        <h2 id="why-title" className="site-section__title">
          {t('home.why.title')}
        </h2>
        <p className="site-section__lead">{t('home.why.lead')}</p>
        <ul className="why__facts">
          {facts.map((fact) => (
            <li key={fact.label} className="why__fact">
              <strong>{fact.value}</strong>
              <span>{fact.label}</span>
            </li>
          ))}
        </ul>
        <h3 className="why__results-title">{t('home.why.resultsTitle')}</h3>
        <ul className="why__results">
          {results.map((result) => (
            <li key={result.label} className="why__result">
              <strong>{result.value}</strong>
              <span>{result.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { useMarketingWords } from '../words';

interface Category {
  name: string;
  line: string;
}

/** The kinds of clients (docs/product.md §3 client categories), with what we do for each. */
export function ClientCategories() {
  const { t, r } = useMarketingWords();
  const categories = r<Category[]>('home.clients.categories') ?? [];
  return (
    <section className="site-section clients" aria-labelledby="clients-title">
      <div className="site-container">
        <h2 id="clients-title" className="site-section__title">
          {t('home.clients.title')}
        </h2>
        <p className="site-section__lead">{t('home.clients.lead')}</p>
        <ul className="clients__grid">
          {categories.map((category, index) => (
            <li key={category.name} className="clients__card">
              <span className="clients__mark" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="clients__name">{category.name}</h3>
              <p className="clients__line">{category.line}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

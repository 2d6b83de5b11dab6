import DashboardOutlined from '@ant-design/icons-svg/lib/asn/DashboardOutlined';
import DiffOutlined from '@ant-design/icons-svg/lib/asn/DiffOutlined';
import EyeOutlined from '@ant-design/icons-svg/lib/asn/EyeOutlined';
import SafetyOutlined from '@ant-design/icons-svg/lib/asn/SafetyOutlined';
import StockOutlined from '@ant-design/icons-svg/lib/asn/StockOutlined';
import ThunderboltOutlined from '@ant-design/icons-svg/lib/asn/ThunderboltOutlined';
import { Link } from '@dis/shared';
import { SiteIcon } from '../page/SiteIcon';
import { PRODUCTS_ID, PRODUCT_PAGES, SOLUTION_PAGE } from '../company';
import { useMarketingWords } from '../words';

/**
 * The six products of the suite (docs/product.md §1), each with its icon (docs/site/visuals.md
 * "Icons"): faults struck, what users see, versions compared, the market, load, protection.
 */
const SUITE = [
  { key: 'chaotic', icon: ThunderboltOutlined },
  { key: 'intelligence', icon: EyeOutlined },
  { key: 'inversion', icon: DiffOutlined },
  { key: 'transaction', icon: StockOutlined },
  { key: 'loadTest', icon: DashboardOutlined },
  { key: 'solution', icon: SafetyOutlined },
] as const;

const PAGES: ReadonlyArray<{ key: string; to: string }> = [...PRODUCT_PAGES, SOLUTION_PAGE];

export function ProductSuite() {
  const { t } = useMarketingWords();
  return (
    <section id={PRODUCTS_ID} className="site-section site-section--soft suite" aria-labelledby="suite-title">
      <div className="site-container">
        <h2 id="suite-title" className="site-section__title">
          {t('home.suite.title')}
        </h2>
        <p className="site-section__lead">{t('home.suite.lead')}</p>
        <ul className="suite__grid">
          {SUITE.map(({ key, icon }, index) => {
            const page = PAGES.find((p) => p.key === key);
            return (
              <li key={key} className={`suite__card suite__card--${index}`}>
                <span className="suite__icon" aria-hidden="true">
                  <SiteIcon icon={icon} />
                </span>
                <h3 className="suite__name">{t(`products.${key}.name`)}</h3>
                <p className="suite__line">{t(`products.${key}.line`)}</p>
                {page ? (
                  <Link to={page.to} className="suite__more">
                    {t('products.more')}
                    <span className="site-sr-only">：{t(`products.${key}.name`)}</span>
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

import { Link } from '@dis/shared';
import qrCode from '../assets/qr-dis-tech.svg';
import { COMPANY, PRODUCT_PAGES, SOLUTION_PAGE } from '../company';
import { useMarketingWords } from '../words';
import { Logo } from './Logo';

/** The four product pages and the solution page, which the top navigation does not list. */
const PRODUCT_LINKS = [...PRODUCT_PAGES, SOLUTION_PAGE];

const COMPANY_LINKS = [
  { key: 'home', to: '/' },
  { key: 'news', to: '/News' },
  { key: 'about', to: '/About' },
  { key: 'joinus', to: '/Joinus' },
] as const;

/** Where a filing number is looked up: the ministry's official filing site. */
export const FILING_SITE = 'https://beian.miit.gov.cn/';

/** Contact lines, QR code, company and product links, offices, copyright and filing number. */
export function SiteFooter() {
  const { t, r } = useMarketingWords();
  const cities = r<string[]>('footer.cities') ?? [];
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__contact" aria-labelledby="site-footer-contact">
          <div className="site-footer__brand">
            <Logo id="site-logo-footer" />
            <span>{t('brand.name')}</span>
          </div>
          <h2 id="site-footer-contact" className="site-footer__title">
            {t('footer.contact')}
          </h2>
          <p>
            {t('footer.sales')}: <a href={`tel:${COMPANY.salesPhone}`}>{COMPANY.salesPhone}</a>
          </p>
          <p>
            {t('footer.support')}: <a href={`tel:${COMPANY.supportPhone}`}>{COMPANY.supportPhone}</a>
          </p>
          <p className="site-footer__muted">{t('footer.hours')}</p>
          <p>
            {t('footer.email')}: <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
          </p>
        </section>
        <nav className="site-footer__links" aria-labelledby="site-footer-company">
          <h2 id="site-footer-company" className="site-footer__title">
            {t('footer.company')}
          </h2>
          <ul>
            {COMPANY_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{t(`nav.${link.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="site-footer__links" aria-labelledby="site-footer-products">
          <h2 id="site-footer-products" className="site-footer__title">
            {t('footer.productLinks')}
          </h2>
          <ul>
            {PRODUCT_LINKS.map((page) => (
              <li key={page.key}>
                <Link to={page.to}>{t(`products.${page.key}.name`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="site-footer__links" aria-labelledby="site-footer-offices">
          <h2 id="site-footer-offices" className="site-footer__title">
            {t('footer.offices')}
          </h2>
          <ul>
            {cities.map((city) => (
              <li key={city}>{city}</li>
            ))}
          </ul>
        </section>
        <figure className="site-footer__qr">
          <img src={qrCode} width="116" height="116" alt={t('footer.qr')} loading="lazy" />
          <figcaption>{t('footer.qr')}</figcaption>
        </figure>
      </div>
      <div className="site-footer__legal">
        <span>
          © {COMPANY.founded}–{new Date().getFullYear()} {t('brand.company')} {t('footer.rights')}
        </span>
        <a lang="zh-CN" href={FILING_SITE} target="_blank" rel="noopener noreferrer">
          {t('footer.filing')}
        </a>
      </div>
    </footer>
  );
}

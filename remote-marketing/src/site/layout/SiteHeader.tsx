import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from '@dis/shared';
import { MAIN_ID } from '../company';
import { useGoToTrial } from '../useGoToTrial';
import { useMarketingWords } from '../words';
import { LanguageToggle } from './LanguageToggle';
import { Logo } from './Logo';
import { ProductsMenu } from './ProductsMenu';
import { PHONE_LAYOUT_QUERY, useMediaQuery } from './useMediaQuery';

const LINKS = [
  { key: 'news', to: '/News' },
  { key: 'about', to: '/About' },
  { key: 'joinus', to: '/Joinus' },
] as const;

/** The top bar: logo, navigation (a menu behind the hamburger on a phone), language and 免费试用. */
export function SiteHeader() {
  const { t } = useMarketingWords();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const toTrial = useGoToTrial();
  const phoneLayout = useMediaQuery(PHONE_LAYOUT_QUERY);
  const burger = useRef<HTMLButtonElement>(null);

  // Escape closes the open phone menu and gives the focus back to its button
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      burger.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const goToTrial = () => {
    closeMenu();
    toTrial();
  };

  return (
    <header className={menuOpen ? 'site-header site-header--menu-open' : 'site-header'}>
      <a className="site-skip" href={`#${MAIN_ID}`}>
        {t('nav.skip')}
      </a>
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo" aria-label={t('brand.home')} onClick={closeMenu}>
          <Logo id="site-logo-header" />
          <span>{t('brand.name')}</span>
        </Link>
        <nav id="site-nav" className="site-nav" aria-label={t('nav.label')}>
          <ul className="site-nav__list">
            <li>
              <NavLink to="/" end className="site-nav__link" onClick={closeMenu}>
                {t('nav.home')}
              </NavLink>
            </li>
            <ProductsMenu onNavigate={closeMenu} alwaysOpen={phoneLayout} />
            {LINKS.map((link) => (
              <li key={link.key}>
                <NavLink to={link.to} className="site-nav__link" onClick={closeMenu}>
                  {t(`nav.${link.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <LanguageToggle />
          <button
            type="button"
            className="site-button site-button--primary site-header__trial"
            onClick={goToTrial}
          >
            {t('nav.trial')}
          </button>
          <button
            ref={burger}
            type="button"
            className="site-header__burger"
            aria-expanded={menuOpen}
            aria-controls="site-nav"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true" />
          </button>
        </div>
      </div>
    </header>
  );
}

import { useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from '@dis/shared';
import { PRODUCT_PAGES } from '../company';
import { useMarketingWords } from '../words';
import { useDelayedClose } from './useDelayedClose';

/**
 * 核心产品: not a page itself but a submenu of the four product pages. Opens on hover, focus or
 * click (touch); closes 1 s after the pointer leaves, at once when the focus leaves, and on Escape.
 */
export function ProductsMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useMarketingWords();
  const { pathname } = useLocation();
  const { open, show, hide, hideLater } = useDelayedClose();
  const trigger = useRef<HTMLButtonElement>(null);
  /** the focus goes back to the trigger after Escape: that focus must not open the menu again */
  const refocusing = useRef(false);
  const menuId = useId();

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      refocusing.current = true;
      trigger.current?.focus({ preventScroll: true });
      refocusing.current = false;
      hide();
    }
  };

  return (
    <li
      className={open ? 'site-nav__products site-nav__products--open' : 'site-nav__products'}
      onMouseEnter={show}
      onMouseLeave={hideLater}
      onBlur={onBlur}
    >
      <button
        ref={trigger}
        type="button"
        className={pathname.startsWith('/Product/') ? 'site-nav__link active' : 'site-nav__link'}
        aria-expanded={open}
        aria-controls={menuId}
        onFocus={() => {
          if (!refocusing.current) show();
        }}
        onClick={show}
        onKeyDown={onKeyDown}
      >
        {t('nav.products')}
        <span className="site-nav__caret" aria-hidden="true" />
      </button>
      <ul id={menuId} className="site-nav__submenu">
        {PRODUCT_PAGES.map((page) => (
          <li key={page.key}>
            <NavLink
              to={page.to}
              className="site-nav__sublink"
              onKeyDown={onKeyDown}
              onClick={() => {
                hide();
                onNavigate();
              }}
            >
              {t(`products.${page.key}.name`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { NavLink, useLocation } from '@dis/shared';
import { PRODUCT_PAGES } from '../company';
import { useMarketingWords } from '../words';
import { useDelayedClose } from './useDelayedClose';

export interface ProductsMenuProps {
  onNavigate: () => void;
  /** the phone layout shows the four links under 核心产品 all the time: the button says so */
  alwaysOpen?: boolean;
}

/**
 * 核心产品: not a page itself but a submenu of the four product pages. Opens on hover, on a click,
 * and from the keyboard with Enter, Space (which toggle) or ArrowDown (which also moves into it);
 * merely tabbing past does not open it, so a Tab pass does not walk through its four links.
 * Closes 1 s after the pointer leaves, at once when the focus leaves, and on Escape (the focus
 * goes back to 核心产品).
 */
export function ProductsMenu({ onNavigate, alwaysOpen = false }: ProductsMenuProps) {
  const { t } = useMarketingWords();
  const { pathname } = useLocation();
  const { open, show, hide, hideLater } = useDelayedClose();
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  /** ArrowDown on a closed menu: the first link takes the focus once the menu is shown */
  const focusFirstWhenShown = useRef(false);
  // fixed, not useId: the site's markup is rendered by the server too (docs/site/rendering.md)
  const menuId = 'site-products-menu';
  const expanded = open || alwaysOpen;

  useEffect(() => {
    if (!expanded || !focusFirstWhenShown.current) return;
    focusFirstWhenShown.current = false;
    list.current?.querySelector('a')?.focus();
  }, [expanded]);

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
  };

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Enter and Space arrive as a click without a pointer (detail 0): they toggle. A pointer has
    // already opened the menu by hovering, so its click keeps it open (a touch opens it).
    if (event.detail === 0 && open) hide();
    else show();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open && !alwaysOpen) {
      event.stopPropagation();
      trigger.current?.focus({ preventScroll: true });
      hide();
    }
  };

  // ArrowDown on 核心产品 opens the menu and moves into it
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    onKeyDown(event);
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    if (expanded) list.current?.querySelector('a')?.focus();
    else {
      focusFirstWhenShown.current = true;
      show();
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
        aria-expanded={expanded}
        aria-controls={menuId}
        onClick={onClick}
        onKeyDown={onTriggerKeyDown}
      >
        {t('nav.products')}
        <span className="site-nav__caret" aria-hidden="true" />
      </button>
      <ul ref={list} id={menuId} className="site-nav__submenu">
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

import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '@dis/shared';
import { useAppSelector } from '@dis/shared/store';
import { Button, SearchOutlined } from '@dis/ui';
import { keysOf, useShortcutAction } from '../../shortcuts/shortcutKeys';

/** The search box and fuse.js load when the search is about to open (pointer over or focus on the magnifier). */
const loadSearchBox = () => import(/* webpackChunkName: "header-search" */ './SearchBox');
const SearchBox = lazy(loadSearchBox);

/** docs/product.md §2: the magnifier opens a fuzzy search over the menu; choosing a result goes there. */
export function HeaderSearch() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  // ⌘K / Ctrl+K opens it from anywhere; Esc gives the focus back to where it was (docs/product.md §2 "Keyboard")
  const hint = useAppSelector((s) => s.settings.shortcuts) ? keysOf('search') : undefined;
  const back = useRef<Element | null>(null);
  const show = () => {
    if (!open) back.current = document.activeElement;
    setOpen(true);
  };
  useShortcutAction('search', show);
  return (
    <div className="header-search">
      <Button
        type="text"
        className="console-header__action"
        icon={<SearchOutlined />}
        aria-label={t('console.search.open')}
        aria-expanded={open}
        aria-keyshortcuts={hint && (hint[0] === '⌘' ? 'Meta+K' : 'Control+K')}
        title={hint}
        onPointerEnter={() => void loadSearchBox()}
        onFocus={() => void loadSearchBox()}
        onClick={() => (open ? setOpen(false) : show())}
      />
      {open ? (
        <Suspense fallback={null}>
          <SearchBox
            hint={hint}
            onClose={(escaped) => {
              setOpen(false);
              if (escaped) (back.current as HTMLElement | null)?.focus?.();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@dis/shared';
import { Button, SearchOutlined } from '@dis/ui';

/** The search box and fuse.js load when the search is about to open (pointer over or focus on the magnifier). */
const loadSearchBox = () => import(/* webpackChunkName: "header-search" */ './SearchBox');
const SearchBox = lazy(loadSearchBox);

/** docs/product.md §2: the magnifier opens a fuzzy search over the menu; choosing a result goes there. */
export function HeaderSearch() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  return (
    <div className="header-search">
      <Button
        type="text"
        className="console-header__action"
        icon={<SearchOutlined />}
        aria-label={t('console.search.open')}
        aria-expanded={open}
        onPointerEnter={() => void loadSearchBox()}
        onFocus={() => void loadSearchBox()}
        onClick={() => setOpen((shown) => !shown)}
      />
      {open ? (
        <Suspense fallback={null}>
          <SearchBox onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

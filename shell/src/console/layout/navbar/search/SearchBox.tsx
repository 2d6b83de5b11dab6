import { useEffect, useMemo, useRef, useState } from 'react';
// the basic build: plain fuzzy search, without the extended query syntax this search has no use for
import Fuse from 'fuse.js/basic';
import { useNavigate, useTranslation } from '@dis/shared';
import { useAppSelector } from '@dis/shared/store';
import { Select } from '@dis/ui';
import { isExternal, routeSearch } from '../../../routing/paths';
import { buildSearchIndex, type SearchEntry } from './searchIndex';
import { FUSE_OPTIONS } from './searchOptions';

/**
 * The open header search: results as you type (none for an empty query); choosing one navigates
 * (with the route's query) or opens an external link in a new window. Leaving it closes it, and
 * query and results go with it; Esc closes it too. `hint` is the ⌘K / Ctrl+K shown in the box.
 */
export default function SearchBox({
  onClose,
  hint,
}: {
  onClose: (escaped?: boolean) => void;
  hint?: string;
}) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const menuRoutes = useAppSelector((s) => s.permission.defaultRoutes);
  const fuse = useMemo(() => new Fuse(buildSearchIndex(menuRoutes), FUSE_OPTIONS), [menuRoutes]);
  const [query, setQuery] = useState('');
  const results: SearchEntry[] = query.trim() ? fuse.search(query).map((result) => result.item) : [];
  const box = useRef<HTMLDivElement>(null);
  // the search opens ready to type
  useEffect(() => box.current?.querySelector('input')?.focus(), []);

  const choose = (path: string) => {
    const entry = results.find((result) => result.path === path);
    onClose();
    if (!entry) return;
    if (isExternal(entry.path)) window.open(entry.path, '_blank', 'noopener,noreferrer');
    else navigate(`${entry.path}${routeSearch(entry.query)}`);
  };

  return (
    <div ref={box} className="header-search__box">
      <Select<string>
        className="header-search__select"
        showSearch={{ searchValue: query, onSearch: setQuery, filterOption: false }}
        value={null}
        placeholder={hint ? `${t('console.search.placeholder')}  ${hint}` : t('console.search.placeholder')}
        aria-label={t('console.search.placeholder')}
        options={results.map((entry) => ({ value: entry.path, label: entry.title }))}
        notFoundContent={null}
        suffixIcon={null}
        popupMatchSelectWidth={false}
        onChange={choose}
        onBlur={() => onClose()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose(true);
        }}
      />
    </div>
  );
}

import { Link } from '@dis/shared';

export interface PagerProps {
  label: string;
  page: number;
  pages: number;
  /** the address of a page */
  hrefOf: (page: number) => string;
  words: { previous: string; next: string; page: (n: number) => string };
}

/** Page numbers shown at once (docs/product.md §9: pager count 7). */
const WINDOW = 7;

/** Up to seven page numbers around the current one. */
export function pageWindow(page: number, pages: number, size = WINDOW): number[] {
  const first = Math.max(1, Math.min(page - Math.floor(size / 2), pages - size + 1));
  const last = Math.min(pages, first + size - 1);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** Previous, the page numbers and next, as links (the page is part of the address). */
export function Pager({ label, page, pages, hrefOf, words }: PagerProps) {
  if (pages <= 1) return null;
  const numbers = pageWindow(page, pages);
  return (
    <nav className="pager" aria-label={label}>
      {page > 1 ? (
        <Link className="pager__step" to={hrefOf(page - 1)} rel="prev">
          {words.previous}
        </Link>
      ) : (
        <span className="pager__step pager__step--disabled" aria-hidden="true">
          {words.previous}
        </span>
      )}
      <ol className="pager__numbers">
        {numbers.map((n) => (
          <li key={n}>
            <Link
              className={n === page ? 'pager__number pager__number--current' : 'pager__number'}
              to={hrefOf(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={words.page(n)}
            >
              {n}
            </Link>
          </li>
        ))}
      </ol>
      {page < pages ? (
        <Link className="pager__step" to={hrefOf(page + 1)} rel="next">
          {words.next}
        </Link>
      ) : (
        <span className="pager__step pager__step--disabled" aria-hidden="true">
          {words.next}
        </span>
      )}
    </nav>
  );
}

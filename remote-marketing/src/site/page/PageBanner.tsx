import type { ReactNode } from 'react';
import './page.css';

export interface PageBannerProps {
  kicker?: string;
  /** the page's one h1 */
  title: string;
  lead?: string;
  /** buttons or links under the lead */
  children?: ReactNode;
  /** a colour accent per page: 0–5 */
  accent?: number;
  /** the page's own picture (an inline SVG, decorative); without it, the site's rings */
  art?: ReactNode;
}

/** The dark band at the top of every inner page of the site. */
export function PageBanner({ kicker, title, lead, children, accent = 0, art }: PageBannerProps) {
  return (
    <section className={`page-banner page-banner--accent-${accent}`}>
      <div className="site-container page-banner__inner">
        {kicker ? <p className="page-banner__kicker">{kicker}</p> : null}
        <h1 className="page-banner__title">{title}</h1>
        {lead ? <p className="page-banner__lead">{lead}</p> : null}
        {children ? <div className="page-banner__actions">{children}</div> : null}
      </div>
      {art ? (
        <div className="page-banner__art page-banner__art--drawn" aria-hidden="true">
          {art}
        </div>
      ) : (
        <div className="page-banner__art" aria-hidden="true" />
      )}
    </section>
  );
}

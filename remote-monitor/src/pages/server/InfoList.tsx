import './serverPage.css';
import type { ReactNode } from 'react';

export interface InfoEntry {
  label: string;
  value: ReactNode;
  /** takes the whole line */
  wide?: boolean;
}

/** Label and value pairs in a bordered grid (the monitoring pages' basic figures). */
export function InfoList({ items }: { items: InfoEntry[] }) {
  return (
    <dl className="info-list">
      {items.map((item) => (
        <div
          key={item.label}
          className={item.wide ? 'info-list__item info-list__item--wide' : 'info-list__item'}
        >
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

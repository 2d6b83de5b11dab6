import type { ReactNode } from 'react';
import { SiteIcon, type IconDefinition } from './SiteIcon';
import './page.css';

/** A card of an inner page: a title and a line or two. */
export interface PageItem {
  title: string;
  text: string;
}

/** A key figure: the value and what it counts. */
export interface PageFigure {
  value: string;
  label: string;
}

export interface PageSectionProps {
  /** the id of the section's h2, which names the section */
  id: string;
  title: string;
  /** a line under the title; without one the title keeps more room below */
  lead?: string;
  /** the light-blue background */
  soft?: boolean;
  className?: string;
  children: ReactNode;
}

/** A section of an inner page: a centred h2, an optional lead, then the content. */
export function PageSection({ id, title, lead, soft, className, children }: PageSectionProps) {
  const classes = ['site-section', soft ? 'site-section--soft' : null, className].filter(Boolean);
  return (
    <section className={classes.join(' ')} aria-labelledby={id}>
      <div className="site-container">
        <h2
          id={id}
          className={lead ? 'site-section__title' : 'site-section__title site-section__title--spaced'}
        >
          {title}
        </h2>
        {lead ? <p className="site-section__lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}

/**
 * A card's icon: one definition of Ant Design's icon set, imported on its own
 * (`@ant-design/icons-svg/lib/asn/BugOutlined`) so the page's chunk holds only the icons it shows
 * (docs/site/visuals.md "Icons").
 */
export type CardIcon = IconDefinition;

export interface CardGridProps {
  items: readonly PageItem[];
  columns: 3 | 4;
  /** grey cards without a border */
  soft?: boolean;
  /** more classes of every card */
  cardClassName?: string;
  /**
   * an icon above each title, by the card's place (`icons[index]`): each card's its own, never the
   * same as a neighbour's; drawn on a tint of one colour per place (`page-card__icon--<index>`)
   */
  icons?: readonly CardIcon[];
}

/** Cards of a title and a text, three or four a row. */
export function CardGrid({ items, columns, soft, cardClassName, icons }: CardGridProps) {
  const cardClass = ['page-card', soft ? 'page-card--soft' : null, cardClassName].filter(Boolean).join(' ');
  return (
    <ul className={`page-grid page-grid--${columns}`}>
      {items.map((item, index) => (
        <li key={item.title} className={cardClass}>
          {icons?.[index] ? <CardIconSlot icon={icons[index]} index={index} /> : null}
          <h3 className="page-card__title">{item.title}</h3>
          <p className="page-card__text">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** The icon's tinted square: decorative, hidden from assistive technology (the title says it all). */
function CardIconSlot({ icon, index }: { icon: CardIcon; index: number }) {
  return (
    <span className={`page-card__icon page-card__icon--${index % 6}`} aria-hidden="true">
      <SiteIcon icon={icon} />
    </span>
  );
}

/** Numbered steps, four a row. */
export function StepList({ steps }: { steps: readonly PageItem[] }) {
  return (
    <ol className="page-grid page-grid--4 page-steps">
      {steps.map((step) => (
        <li key={step.title} className="page-step">
          <h3 className="page-card__title">{step.title}</h3>
          <p className="page-card__text">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** Key figures on coloured tiles, four a row unless a class lays them out otherwise. */
export function MetricList({
  figures,
  className = 'page-grid page-grid--4',
}: {
  figures: readonly PageFigure[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {figures.map((figure) => (
        <li key={figure.label} className="page-metric">
          <strong>{figure.value}</strong>
          <span>{figure.label}</span>
        </li>
      ))}
    </ul>
  );
}

import { PageSection } from '../page/PageSection';
import { useAboutWords } from './words';

interface TimelineEvent {
  year: string;
  text: string;
}

/** 发展历程: one line per year, 2014–2024. */
export function Timeline() {
  const { t, r } = useAboutWords();
  const events = r<TimelineEvent[]>('timeline.events') ?? [];
  return (
    <PageSection id="about-timeline" title={t('timeline.title')}>
      <ol className="timeline">
        {events.map((event) => (
          <li key={event.year} className="timeline__event">
            <span className="timeline__year">{event.year}</span>
            <p className="timeline__text">{event.text}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}

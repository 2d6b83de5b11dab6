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
    <section className="site-section" aria-labelledby="about-timeline">
      <div className="site-container">
        <h2 id="about-timeline" className="site-section__title about__title">
          {t('timeline.title')}
        </h2>
        <ol className="timeline">
          {events.map((event) => (
            <li key={event.year} className="timeline__event">
              <span className="timeline__year">{event.year}</span>
              <p className="timeline__text">{event.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

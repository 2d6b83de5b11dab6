import { useEffect, useState } from 'react';
import { Link } from '@dis/shared';
import { useMediaQuery } from '../layout/useMediaQuery';
import { REDUCED_MOTION_QUERY, scrollToTrial } from '../scrolling';
import { useMarketingWords } from '../words';

/** Time each slide stays before the next one. */
export const SLIDE_INTERVAL_MS = 5000;

interface Slide {
  kicker: string;
  title: string;
  text: string;
  cta: string;
  /** a route, or `#trial` for the form below */
  to: string;
}

/**
 * The hero: slides that advance by themselves, pause while the pointer or the focus is on them,
 * stop for good with the pause button, and never move for visitors who ask for reduced motion.
 */
export function HeroCarousel() {
  const { t, r } = useMarketingWords();
  const slides = r<Slide[]>('home.hero.slides') ?? [];
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // the visitor's own play / pause; until then, still for those who ask for reduced motion (the
  // server's markup and the first render over it rotate: docs/site/rendering.md)
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [choice, setChoice] = useState<boolean | null>(null);
  const stopped = choice ?? reducedMotion;
  const rotating = !hovered && !focused && !stopped && slides.length > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % slides.length), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, slides.length]);

  return (
    <section
      className="hero"
      aria-roledescription="carousel"
      aria-label={t('home.hero.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="hero__slides" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, index) => {
          const active = index === current;
          return (
            <div
              key={slide.title}
              className={`hero__slide hero__slide--${index}${active ? ' hero__slide--active' : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.hero.slideLabel', { n: index + 1, total: slides.length })}
              aria-hidden={!active}
              inert={!active}
            >
              <div className="site-container hero__content">
                <p className="hero__kicker">{slide.kicker}</p>
                <h2 className="hero__title">{slide.title}</h2>
                <p className="hero__text">{slide.text}</p>
                {slide.to.startsWith('#') ? (
                  <button type="button" className="site-button site-button--primary" onClick={scrollToTrial}>
                    {slide.cta}
                  </button>
                ) : (
                  <Link to={slide.to} className="site-button site-button--primary">
                    {slide.cta}
                  </Link>
                )}
              </div>
              <div className="hero__art" aria-hidden="true" />
            </div>
          );
        })}
      </div>
      <div className="site-container hero__controls">
        {slides.map((slide, index) => (
          <button
            key={slide.title}
            type="button"
            className={index === current ? 'hero__dot hero__dot--active' : 'hero__dot'}
            aria-label={t('home.hero.goTo', { n: index + 1, title: slide.title })}
            aria-current={index === current}
            onClick={() => setCurrent(index)}
          />
        ))}
        <button
          type="button"
          className={stopped ? 'hero__toggle hero__toggle--play' : 'hero__toggle'}
          aria-label={stopped ? t('home.hero.play') : t('home.hero.pause')}
          onClick={() => setChoice(!stopped)}
        />
      </div>
    </section>
  );
}

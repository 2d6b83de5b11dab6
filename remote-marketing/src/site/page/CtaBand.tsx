import { useGoToTrial } from '../useGoToTrial';

/** A closing call to action: a line of text and the button to the trial form. */
export function CtaBand({ title, text, action }: { title: string; text: string; action: string }) {
  const goToTrial = useGoToTrial();
  return (
    <section className="cta-band" aria-label={title}>
      <div className="site-container cta-band__inner">
        <div>
          <h2 className="cta-band__title">{title}</h2>
          <p className="cta-band__text">{text}</p>
        </div>
        <button
          type="button"
          className="site-button site-button--primary cta-band__button"
          onClick={goToTrial}
        >
          {action}
        </button>
      </div>
    </section>
  );
}

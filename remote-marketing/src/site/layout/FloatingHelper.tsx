import { useEffect, useRef, useState } from 'react';
import { Link } from '@dis/shared';
import consultQrCode from '../assets/qr-consult.svg';
import { COMPANY, CONSULT_PATH, MAIN_ID } from '../company';
import { scrollToTop } from '../scrolling';
import { useMarketingWords } from '../words';
import { useScrolledPast } from './useScrolledPast';

/**
 * Phone tip, online-consultation QR code and back-to-top, once the page is scrolled past 1000 px.
 * The QR code opens the consultation form on a phone (`https://www.dis-tech.com/Solution#solution-form`);
 * a link opens it here.
 */
export function FloatingHelper() {
  const { t } = useMarketingWords();
  const shown = useScrolledPast();
  const [chatOpen, setChatOpen] = useState(false);
  // fixed, not useId: the site's markup is rendered by the server too (docs/site/rendering.md)
  const chatId = 'site-helper-chat';
  const stopScrolling = useRef<(() => void) | null>(null);
  useEffect(() => () => stopScrolling.current?.(), []);

  const backToTop = () => {
    stopScrolling.current?.();
    stopScrolling.current = scrollToTop();
    // the helper goes away on the way up: the focus goes to the top of the page, not to <body>
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  };

  if (!shown) return null;
  return (
    <aside className="site-helper" aria-label={t('helper.label')}>
      <div className="site-helper__item">
        <a className="site-helper__button site-helper__button--phone" href={`tel:${COMPANY.salesPhone}`}>
          <span className="site-helper__label">{t('helper.phone')}</span>
        </a>
        <div className="site-helper__pop" role="note">
          {t('helper.phoneTip', { phone: COMPANY.salesPhone })}
        </div>
      </div>
      <div className={chatOpen ? 'site-helper__item site-helper__item--open' : 'site-helper__item'}>
        <button
          type="button"
          className="site-helper__button site-helper__button--chat"
          aria-expanded={chatOpen}
          aria-controls={chatId}
          onClick={() => setChatOpen((open) => !open)}
        >
          <span className="site-helper__label">{t('helper.online')}</span>
        </button>
        <div id={chatId} className="site-helper__pop">
          <img src={consultQrCode} width="148" height="148" alt={t('helper.onlineQr')} loading="lazy" />
          <p>{t('helper.onlineTip')}</p>
          <Link to={CONSULT_PATH} className="site-helper__link" onClick={() => setChatOpen(false)}>
            {t('helper.onlineLink')}
          </Link>
        </div>
      </div>
      <button type="button" className="site-helper__button site-helper__button--top" onClick={backToTop}>
        <span className="site-helper__label">{t('helper.top')}</span>
      </button>
    </aside>
  );
}

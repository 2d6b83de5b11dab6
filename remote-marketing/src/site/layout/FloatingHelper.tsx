import { useEffect, useId, useRef, useState } from 'react';
import qrCode from '../assets/qr-dis-tech.svg';
import { COMPANY } from '../company';
import { scrollToTop } from '../scrolling';
import { useMarketingWords } from '../words';
import { useScrolledPast } from './useScrolledPast';

/** Phone tip, online-consultation QR code and back-to-top, once the page is scrolled past 1000 px. */
export function FloatingHelper() {
  const { t } = useMarketingWords();
  const shown = useScrolledPast();
  const [chatOpen, setChatOpen] = useState(false);
  const chatId = useId();
  const stopScrolling = useRef<(() => void) | null>(null);
  useEffect(() => () => stopScrolling.current?.(), []);

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
          <img src={qrCode} width="116" height="116" alt="" />
          <p>{t('helper.onlineTip')}</p>
        </div>
      </div>
      <button
        type="button"
        className="site-helper__button site-helper__button--top"
        onClick={() => {
          stopScrolling.current?.();
          stopScrolling.current = scrollToTop();
        }}
      >
        <span className="site-helper__label">{t('helper.top')}</span>
      </button>
    </aside>
  );
}

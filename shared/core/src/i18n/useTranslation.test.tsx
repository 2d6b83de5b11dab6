import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { changeLanguage, declareNamespace, i18n, useTranslation } from './index';

const loads: string[] = [];
const DEMO_NS = declareNamespace('demo', {
  'zh-cn': async () => {
    loads.push('zh-cn');
    return { default: { title: '标题', list: ['甲', '乙'] } };
  },
  en: async () => {
    loads.push('en');
    return { default: { title: 'Title', list: ['A', 'B'] } };
  },
});

function Demo() {
  const { t, r, lang } = useTranslation(DEMO_NS);
  const list = r<string[]>('list') ?? [];
  const missing = r<string[]>('nothing.here');
  return (
    <p>
      {lang} {t('title')} {list.join('/')} {String(missing)}
    </p>
  );
}

afterAll(() => changeLanguage('zh-cn'));

describe('useTranslation of a declared namespace', () => {
  it('suspends until the shown language is loaded, then follows a language switch', async () => {
    // the test setup already loaded what was declared; start from nothing
    i18n.removeResourceBundle('zh-cn', DEMO_NS);
    loads.length = 0;
    i18n.services.backendConnector.state = {};
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Demo />
        </Suspense>,
      );
    });
    expect(await screen.findByText('zh-cn 标题 甲/乙 undefined')).toBeTruthy();
    expect(loads).toEqual(['zh-cn']);
    await act(() => changeLanguage('en'));
    expect(screen.getByText('en Title A/B undefined')).toBeTruthy();
    expect(loads).toEqual(['zh-cn', 'en']);
    expect(document.documentElement.lang).toBe('en');
  });
});

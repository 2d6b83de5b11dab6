import { screen } from '@testing-library/react';
import { renderWithUi } from '@dis/ui/testing';
import { initTestI18n } from '../../testing/i18n';
import { Greeting } from './Greeting';

beforeAll(() => initTestI18n());
afterEach(() => jest.useRealTimers());

/** Only the date is faked: the kit's parts still load as they do. */
const at = (now: string) =>
  jest.useFakeTimers({
    now: new Date(now),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'queueMicrotask',
      'nextTick',
    ],
  });

describe('the home greeting', () => {
  it('greets by the hour of the server’s clock, not the browser’s (docs/product.md §9 "One clock")', async () => {
    // 12:00 UTC (the machine running the tests) is 20:00 in Shanghai
    at('2026-01-01T12:00:00Z');
    renderWithUi(<Greeting />, { timeZone: 'Asia/Shanghai' });
    expect(await screen.findByRole('heading', { name: '晚上好，admin' })).toBeTruthy();
  });

  it('greets by the browser’s clock until the server has named its zone', async () => {
    at('2026-01-01T12:00:00Z');
    renderWithUi(<Greeting />);
    expect(await screen.findByRole('heading', { name: '下午好，admin' })).toBeTruthy();
  });
});

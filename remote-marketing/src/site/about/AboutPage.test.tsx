import { act, fireEvent, screen, within } from '@testing-library/react';
import { changeLanguage } from '@dis/shared';
import { renderSite } from '../renderSite.test-utils';
import AboutPage from './AboutPage';

afterEach(() => act(() => changeLanguage('zh-cn')));

describe('AboutPage', () => {
  it('tells the timeline 2014–2024 and the culture', async () => {
    await renderSite(<AboutPage />, '/About');
    const timeline = screen.getByRole('heading', { name: '发展历程' }).closest('section')!;
    const years = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.slice(0, 4));
    expect(years).toEqual([
      '2014',
      '2015',
      '2016',
      '2017',
      '2018',
      '2019',
      '2020',
      '2021',
      '2022',
      '2023',
      '2024',
    ]);
    for (const heading of ['使命', '愿景', '价值观'])
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
  });

  it('marks the four offices on a map drawn in the page, the chosen one highlighted', async () => {
    await renderSite(<AboutPage />, '/About');
    const map = screen.getByRole('img', { name: /中国地图示意/ });
    expect(map.tagName.toLowerCase()).toBe('svg');
    expect([...map.querySelectorAll('.office-map__city text')].map((text) => text.textContent)).toEqual([
      '南京',
      '上海',
      '北京',
      '深圳',
    ]);
    expect(map.querySelector('.office-map__city--active text')?.textContent).toBe('南京');
    fireEvent.click(screen.getByRole('button', { name: /在地图上标出\s*：深圳/ }));
    expect(map.querySelector('.office-map__city--active text')?.textContent).toBe('深圳');
    expect(screen.getByRole('button', { name: /在地图上标出\s*：深圳/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('has its own title and description in each language', async () => {
    await renderSite(<AboutPage />, '/About');
    expect(document.title).toBe('关于我们 · DIS 数字免疫');
    await act(() => changeLanguage('en'));
    expect(document.title).toBe('About us · DIS Digital Immunity');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      'founded in 2009',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Digital immunity for financial systems' }),
    ).toBeTruthy();
  });
});

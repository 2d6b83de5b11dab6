import { act, fireEvent, screen } from '@testing-library/react';
import { changeLanguage } from '@dis/shared';
import { http } from '@dis/shared/request';
import { renderSite } from '../renderSite.test-utils';
import { citiesOf, linesOf } from './jobText';
import JoinusPage from './JoinusPage';

jest.mock('@dis/shared/request', () => {
  const actual = jest.requireActual('@dis/shared/request');
  return { ...actual, http: { get: jest.fn() } };
});
const get = http.get as jest.Mock;

const job = (jobId: number, title: string, city: string) => ({
  jobId,
  title,
  city,
  department: '研发中心',
  headcount: 2,
  description: `负责${title}\n第二条`,
  requirements: '三年经验',
  lang: 'zh-cn',
  publishTime: '2024-11-01 09:00:00',
});

beforeEach(() => get.mockReset());
afterEach(() => act(() => changeLanguage('zh-cn')));

describe('job text', () => {
  it('splits duties into lines and lists cities once', () => {
    expect(linesOf(' a \n\n b\n')).toEqual(['a', 'b']);
    expect(linesOf(null)).toEqual([]);
    expect(citiesOf([{ city: '南京' }, { city: '上海' }, { city: '南京' }, { city: null }])).toEqual([
      '南京',
      '上海',
    ]);
  });
});

describe('JoinusPage', () => {
  it('shows the open jobs as cards linking to their detail, filtered by city', async () => {
    get.mockResolvedValue({
      code: 200,
      total: 3,
      rows: [job(1, '前端开发', '南京'), job(2, '顾问', '上海'), job(3, '测试', '南京')],
    });
    await renderSite(<JoinusPage />, '/Joinus');
    expect(await screen.findByRole('link', { name: '前端开发' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/portal/jobs', { lang: 'zh-cn' }, { withToken: false, silent: true });
    expect(screen.getByRole('link', { name: '顾问' }).getAttribute('href')).toBe('/Joinus/2');
    expect(screen.getAllByText('招聘 2 人')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: '上海' }));
    expect(screen.queryByRole('link', { name: '前端开发' })).toBeNull();
    expect(screen.getByRole('button', { name: '上海' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '全部城市' }));
    expect(screen.getAllByRole('link', { name: /前端开发|顾问|测试/ })).toHaveLength(3);
  });

  it('asks for the English postings in English', async () => {
    get.mockResolvedValue({ code: 200, total: 0, rows: [] });
    await act(() => changeLanguage('en'));
    await renderSite(<JoinusPage />, '/Joinus');
    expect(
      await screen.findByText(
        'No open positions right now. You are welcome to send your CV to hr@dis-tech.com',
      ),
    ).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/portal/jobs', { lang: 'en' }, { withToken: false, silent: true });
    expect(document.title).toBe('Join us · DIS Digital Immunity');
  });
});

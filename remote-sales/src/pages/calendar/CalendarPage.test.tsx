import { act, screen, waitFor } from '@testing-library/react';
import { changeLanguage, MemoryRouter } from '@dis/shared';
import { http } from '@dis/shared/request';
import { clearDictCache } from '@dis/ui';
import { quietMessages, renderWithUi } from '@dis/ui/testing';
import CalendarPage from './CalendarPage';

jest.setTimeout(60_000);
jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  http: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
}));
const get = http.get as jest.Mock;
quietMessages();

const answer = (coverage: unknown[]) =>
  get.mockImplementation((url: string) => {
    if (url === '/sales/calendar/coverage') return Promise.resolve({ code: 200, data: coverage });
    if (url.startsWith('/system/dict/data/type/')) return Promise.resolve({ code: 200, data: [] });
    if (url === '/sales/calendar/list')
      return Promise.resolve({
        code: 200,
        total: 1,
        rows: [
          {
            calendarId: 1,
            day: '2027-01-01',
            kind: '1',
            name: '元旦（法定） New Years Day',
            createBy: 'admin',
            createTime: null,
            updateBy: null,
            updateTime: null,
          },
        ],
      });
    return Promise.reject(new Error(`unexpected ${url}`));
  });

beforeEach(() => {
  get.mockReset();
  clearDictCache();
});
afterEach(() => act(() => changeLanguage('zh-cn')));

const render = () =>
  renderWithUi(
    <MemoryRouter>
      <CalendarPage />
    </MemoryRouter>,
    { permissions: ['sales:calendar:list'] },
  );

describe('工作日历 (CalendarPage): a year not yet entered', () => {
  it('says which year is missing and what the deadlines count meanwhile, in both languages', async () => {
    answer([{ year: 2027, holidays: 13, makeUpDays: 0, entered: false }]);
    render();
    expect(await screen.findByText('2027 年的放假调休安排尚未录入')).toBeTruthy();
    expect(screen.getByText(/目前只列了 13 天休息日/)).toBeTruthy();
    expect(screen.getByText(/拼假的休息日会被当作工作日/)).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
    await act(() => changeLanguage('en'));
    expect(await screen.findByText("2027's holiday schedule is not entered yet")).toBeTruthy();
    expect(screen.getByText(/bridging days off count as working days/)).toBeTruthy();
  });

  it('says nothing when every awaited year is entered', async () => {
    answer([]);
    render();
    expect(await screen.findByText('元旦（法定） New Years Day')).toBeTruthy();
    await waitFor(() => expect(get).toHaveBeenCalledWith('/sales/calendar/coverage'));
    expect(screen.queryByText(/尚未录入/)).toBeNull();
  });
});

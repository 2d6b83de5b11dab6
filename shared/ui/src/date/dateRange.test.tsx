import { fireEvent, screen } from '@testing-library/react';
import { renderWithUi } from '../testing/renderWithUi';
import { DateRangeInput } from './DateRangeInput';
import { withDateRange } from './dateRange';

describe('withDateRange', () => {
  it('moves the range into params[beginTime]/[endTime]', () => {
    expect(
      withDateRange(
        { userName: 'a', dateRange: ['2024-01-01', '2024-01-31'] as [string, string] },
        'dateRange',
      ),
    ).toEqual({
      userName: 'a',
      params: { beginTime: '2024-01-01', endTime: '2024-01-31' },
    });
  });

  it('writes empty params when no range is chosen', () => {
    expect(withDateRange({ dateRange: null }, 'dateRange')).toEqual({
      params: { beginTime: undefined, endTime: undefined },
    });
  });

  it('names the params after a property when asked', () => {
    expect(
      withDateRange(
        { loginRange: ['2024-01-01', '2024-01-02'] as [string, string] },
        'loginRange',
        'loginTime',
      ),
    ).toEqual({
      params: { beginLoginTime: '2024-01-01', endLoginTime: '2024-01-02' },
    });
  });
});

describe('DateRangeInput', () => {
  it('shows a light stand-in until the field is wanted, then the picker', async () => {
    const onChange = jest.fn();
    renderWithUi(<DateRangeInput onChange={onChange} />);
    const standIn = screen.getByPlaceholderText('开始日期 ~ 结束日期');
    expect(document.querySelector('.ant-picker')).toBeNull();
    fireEvent.focus(standIn);
    expect(await screen.findByPlaceholderText('开始日期')).toBeTruthy();
    expect(screen.getByPlaceholderText('结束日期')).toBeTruthy();
  });

  it('loads the picker at once for a value, shows the days and clears them', async () => {
    const onChange = jest.fn();
    renderWithUi(<DateRangeInput value={['2024-01-01', '2024-01-31']} onChange={onChange} />);
    const start = (await screen.findByPlaceholderText('开始日期')) as HTMLInputElement;
    const end = screen.getByPlaceholderText('结束日期') as HTMLInputElement;
    expect(start.value).toBe('2024-01-01');
    expect(end.value).toBe('2024-01-31');
    fireEvent.mouseDown(document.querySelector('.ant-picker-clear')!);
    fireEvent.click(document.querySelector('.ant-picker-clear')!);
    expect(onChange).toHaveBeenCalledWith(null);
  });
});

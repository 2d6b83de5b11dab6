import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithUi } from '@dis/ui/testing';
import CrontabBuilder from './CrontabBuilder';

const expressionCell = () => document.querySelector('.dis-crontab__expression')!.textContent;

describe('Crontab', () => {
  it('starts from a given expression, shows its fields and the next 5 run times', () => {
    renderWithUi(<CrontabBuilder expression="0 0/30 9-17 ? * 2-6" onFill={jest.fn()} onHide={jest.fn()} />);
    expect(expressionCell()).toBe('0 0/30 9-17 ? * 2-6');
    const runs = within(screen.getByRole('region', { name: '最近5次运行时间' })).getAllByRole('listitem');
    expect(runs).toHaveLength(5);
    for (const run of runs) expect(run.textContent).toMatch(/^\d{4}-\d{2}-\d{2} (09|1\d):(00|30):00$/);
  });

  it('counts and shows the run times on the server’s clock, not the browser’s (docs/product.md §9 "One clock")', () => {
    // 02:00 UTC (the machine running the tests) is already 10:00 in Shanghai: today's 09:00 there is past
    jest.useFakeTimers({ now: new Date('2026-01-01T02:00:00Z') });
    try {
      renderWithUi(<CrontabBuilder expression="0 0 9 * * ?" onFill={jest.fn()} onHide={jest.fn()} />, {
        timeZone: 'Asia/Shanghai',
      });
      const runs = within(screen.getByRole('region', { name: '最近5次运行时间' })).getAllByRole('listitem');
      expect(runs.map((run) => run.textContent)).toEqual([
        '2026-01-02 09:00:00',
        '2026-01-03 09:00:00',
        '2026-01-04 09:00:00',
        '2026-01-05 09:00:00',
        '2026-01-06 09:00:00',
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  // the tabs and the radios are the kit's antd parts, which load with the first page showing them
  it('builds from the tabs: choosing a weekday makes the day 不指定; 确定 fills the expression', async () => {
    const onFill = jest.fn();
    renderWithUi(<CrontabBuilder onFill={onFill} onHide={jest.fn()} />);
    expect(expressionCell()).toBe('* * * * * ?');
    fireEvent.click(await screen.findByRole('tab', { name: '周' }));
    fireEvent.click(await screen.findByRole('radio', { name: /周期从/ }));
    expect(expressionCell()).toBe('* * * ? * 2-3');
    fireEvent.click(screen.getByRole('tab', { name: '日' }));
    fireEvent.click(await screen.findByRole('radio', { name: '本月最后一天' }));
    expect(expressionCell()).toBe('* * * L * ?');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onFill).toHaveBeenCalledWith('* * * L * ?');
  });

  it('says when an expression has no run time, 重置 restores the defaults, 取消 closes', () => {
    const onHide = jest.fn();
    renderWithUi(<CrontabBuilder expression="0 0 0 1 1 ? 2020" onFill={jest.fn()} onHide={onHide} />);
    expect(screen.getByText('最近100年内没有达到条件的结果！')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    expect(expressionCell()).toBe('* * * * * ?');
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(onHide).toHaveBeenCalled();
  });

  it('hides the tabs it is asked to', async () => {
    renderWithUi(<CrontabBuilder hideComponent={['year', 'second']} onFill={jest.fn()} onHide={jest.fn()} />);
    expect(await screen.findByRole('tab', { name: '分钟' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '年' })).toBeNull();
  });
});

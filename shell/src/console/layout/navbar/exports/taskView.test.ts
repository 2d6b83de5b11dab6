import { isUnfinished, unfinishedCount } from './exportTasks';
import { actionsOf, formatSize, percentOf } from './taskView';

describe('how the 下载中心 shows a task', () => {
  it('counts the queued and running tasks for the badge', () => {
    const tasks = (['0', '1', '2', '3', '4', '1'] as const).map((status) => ({ status }));
    expect(unfinishedCount(tasks)).toBe(3);
    expect(isUnfinished({ status: '2' })).toBe(false);
  });

  it('shows the progress of the rows counted, 100 once done', () => {
    expect(percentOf({ status: '1', doneRows: 500, totalRows: 2000 })).toBe(25);
    expect(percentOf({ status: '0', doneRows: 0, totalRows: null })).toBe(0);
    expect(percentOf({ status: '1', doneRows: 1999, totalRows: 2000 })).toBe(99);
    expect(percentOf({ status: '2', doneRows: 0, totalRows: 0 })).toBe(100);
  });

  it('writes sizes in B, KB and MB', () => {
    expect(formatSize(812)).toBe('812 B');
    expect(formatSize(15_667)).toBe('15.3 KB');
    expect(formatSize(2_527_068)).toBe('2.41 MB');
    expect(formatSize(null)).toBe('');
  });

  it('offers 取消 while a task moves, 下载 and 删除 once done, 删除 after a failure or a cancel', () => {
    expect(actionsOf({ status: '0' })).toEqual(['cancel']);
    expect(actionsOf({ status: '1' })).toEqual(['cancel']);
    expect(actionsOf({ status: '2' })).toEqual(['download', 'remove']);
    expect(actionsOf({ status: '3' })).toEqual(['remove']);
    expect(actionsOf({ status: '4' })).toEqual(['remove']);
  });
});

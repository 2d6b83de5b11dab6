import { dayOf, isBlankHtml, toFormValues, toNoticeBody } from './noticeForm';
import { readUsersQuery } from './ReadUsersDialog';

describe('the notice form', () => {
  it('sends a trimmed title, the type and status, and no body when the editor is empty', () => {
    const values = { noticeTitle: '  停电通知 ', noticeType: '1', status: '0', noticeContent: '<p><br></p>' };
    expect(toNoticeBody(values)).toEqual({
      noticeTitle: '停电通知',
      noticeType: '1',
      status: '0',
      noticeContent: null,
    });
    expect(toNoticeBody({ ...values, noticeContent: '<p>明天 9 点</p>', status: '1' }, 7)).toEqual({
      noticeId: 7,
      noticeTitle: '停电通知',
      noticeType: '1',
      status: '1',
      noticeContent: '<p>明天 9 点</p>',
    });
  });

  it('knows blank editor HTML and loads a notice into the form', () => {
    expect(isBlankHtml('<p>&nbsp; </p>')).toBe(true);
    expect(isBlankHtml('<p><img src="https://x/a.png"></p>')).toBe(false);
    expect(
      toFormValues({
        noticeId: 1,
        noticeTitle: 't',
        noticeType: '2',
        noticeContent: null,
        status: null,
        createBy: 'admin',
        createTime: null,
        updateBy: null,
        updateTime: null,
        remark: null,
      }),
    ).toEqual({ noticeTitle: 't', noticeType: '2', status: '0', noticeContent: '' });
    expect(dayOf('2026-11-20 10:00:00')).toBe('2026-11-20');
  });

  it('asks for readers with a trimmed search, none when blank', () => {
    expect(readUsersQuery(3, '  ', 1, 10)).toEqual({ noticeId: 3, pageNum: 1, pageSize: 10 });
    expect(readUsersQuery(3, ' ry ', 2, 10)).toEqual({
      noticeId: 3,
      searchValue: 'ry',
      pageNum: 2,
      pageSize: 10,
    });
  });
});

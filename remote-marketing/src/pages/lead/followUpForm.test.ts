import type { DictOption } from '@dis/ui';
import { followUpStatusOptions, initialFollowUp, toFollowUp } from './followUpForm';
import type { Lead } from '@dis/contract';

const statuses = ['0', '1', '2'].map((value) => ({ value, label: value, raw: {} }) as unknown as DictOption);

describe('follow-up values', () => {
  it('offers 新申请 only while the request is still new', () => {
    expect(followUpStatusOptions('0', statuses).map((o) => o.disabled)).toEqual([false, false, false]);
    expect(followUpStatusOptions('1', statuses).map((o) => o.disabled)).toEqual([true, false, false]);
    expect(followUpStatusOptions('2', statuses).map((o) => o.disabled)).toEqual([true, false, false]);
  });

  it('suggests contacting a new request and keeps the note written before', () => {
    expect(initialFollowUp({ status: '0', followUp: null } as Lead)).toEqual({ status: '1', followUp: '' });
    expect(initialFollowUp({ status: '2', followUp: '已成交' } as Lead)).toEqual({
      status: '2',
      followUp: '已成交',
    });
  });

  it('sends the status and the trimmed note, null when empty', () => {
    expect(toFollowUp({ status: '1', followUp: ' 已电话沟通 ' }, 4)).toEqual({
      leadId: 4,
      status: '1',
      followUp: '已电话沟通',
    });
    expect(toFollowUp({ status: '2', followUp: '  ' }, 4)).toEqual({
      leadId: 4,
      status: '2',
      followUp: null,
    });
  });
});

import { ServiceError } from '../../../common/errors';
import type { Lead } from '@dis/contract';
import { followUpValues } from './service';

const lead = (status: string, followUp: string | null = null) => ({ leadId: 1, status, followUp }) as Lead;

describe('followUpValues', () => {
  it('moves a request on and writes the note', () => {
    expect(
      followUpValues('zh-cn', lead('0'), { leadId: 1, status: '1', followUp: ' 已电话沟通\r\n下周演示 ' }),
    ).toEqual({
      status: '1',
      followUp: '已电话沟通\n下周演示',
    });
    expect(followUpValues('zh-cn', lead('1', 'note'), { leadId: 1, status: '2' })).toEqual({
      status: '2',
      followUp: 'note',
    });
    expect(followUpValues('zh-cn', lead('2'), { leadId: 1, status: '1', followUp: null })).toEqual({
      status: '1',
      followUp: null,
    });
  });

  it('never goes back to new, and takes no HTML', () => {
    expect(() => followUpValues('zh-cn', lead('1'), { leadId: 1, status: '0' })).toThrow(
      expect.objectContaining({ key: 'marketing.lead.backToNew' }) as ServiceError,
    );
    expect(() =>
      followUpValues('zh-cn', lead('0'), { leadId: 1, status: '1', followUp: '<a href=x>y</a>' }),
    ).toThrow(expect.objectContaining({ key: 'validation.noMarkup' }) as ServiceError);
  });
});

import { linkedLeadId } from './useLinkedLead';

describe('linkedLeadId', () => {
  it('reads a request number from ?leadId=N', () => {
    expect(linkedLeadId(new URLSearchParams('leadId=8'))).toBe(8);
    expect(linkedLeadId(new URLSearchParams('?x=1&leadId=%2012%20'))).toBe(12);
  });

  it('ignores anything that is not one', () => {
    for (const query of [
      '',
      'leadId=',
      'leadId=0',
      'leadId=-3',
      'leadId=1.5',
      'leadId=abc',
      'leadId=1e3',
      'leadId=1234567890123456',
    ]) {
      expect(linkedLeadId(new URLSearchParams(query))).toBeUndefined();
    }
  });
});

import { toJobInput } from './jobForm';

describe('job dialog values', () => {
  it('sends trimmed plain text, empties as null', () => {
    expect(
      toJobInput(
        {
          title: ' SRE ',
          city: ' 上海 ',
          department: '',
          headcount: undefined,
          description: ' a\nb ',
          requirements: '  ',
          lang: 'zh-cn',
          status: '0',
        },
        3,
      ),
    ).toEqual({
      jobId: 3,
      title: 'SRE',
      city: '上海',
      department: null,
      headcount: null,
      description: 'a\nb',
      requirements: null,
      lang: 'zh-cn',
      status: '0',
    });
  });
});

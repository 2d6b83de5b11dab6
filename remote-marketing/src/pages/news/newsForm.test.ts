import { isBlankHtml, toFormValues, toNewsInput } from './newsForm';
import type { News } from '@dis/contract';

describe('news dialog values', () => {
  it('treats markup without text or image as an empty body', () => {
    expect(isBlankHtml('<p><br></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp; </p>')).toBe(true);
    expect(isBlankHtml(undefined)).toBe(true);
    expect(isBlankHtml('<p><img src="/prod-api/profile/a.png"></p>')).toBe(false);
    expect(isBlankHtml('<p>正文</p>')).toBe(false);
  });

  it('sends trimmed values, empties as null, one cover and no blank body', () => {
    expect(
      toNewsInput(
        {
          title: ' 标题 ',
          category: '2',
          lang: 'en',
          summary: ' ',
          coverUrl: '/profile/a.png,/profile/b.png',
          content: '<p><br></p>',
          status: '1',
        },
        7,
      ),
    ).toEqual({
      newsId: 7,
      title: '标题',
      category: '2',
      lang: 'en',
      summary: null,
      coverUrl: '/profile/a.png',
      content: null,
      status: '1',
    });
    expect(
      toNewsInput({ title: 'x', category: '1', lang: 'zh-cn', content: '<p>y</p>', status: '0' }),
    ).not.toHaveProperty('newsId');
  });

  it('fills the dialog from a stored item', () => {
    const news = {
      title: 't',
      category: '3',
      lang: 'zh-cn',
      summary: null,
      coverUrl: null,
      content: null,
      status: '0',
    } as News;
    expect(toFormValues(news)).toEqual({
      title: 't',
      category: '3',
      lang: 'zh-cn',
      summary: '',
      coverUrl: '',
      content: '',
      status: '0',
    });
  });
});

import { ServiceError } from '../../../common/errors';
import { newsContent } from './service';
import type { News } from '@dis/contract';

const NOW = '2024-05-06 07:08:09';
const base = { title: '标题', category: '1' as const, lang: 'zh-cn' as const };

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof ServiceError ? { key: error.key, params: error.params } : error;
  }
  return 'accepted';
};

describe('newsContent', () => {
  it('stores a draft by default, with no publication time', () => {
    expect(newsContent('zh-cn', { ...base, title: ' 标题 ', summary: ' ' }, NOW)).toMatchObject({
      title: '标题',
      summary: null,
      status: '1',
      publishTime: null,
    });
  });

  it('stamps the publication time when published, and keeps an earlier one', () => {
    expect(newsContent('zh-cn', { ...base, status: '0', content: '<p>x</p>' }, NOW).publishTime).toBe(NOW);
    const existing = { publishTime: '2020-01-01 00:00:00', content: '<p>old</p>', status: '0' } as News;
    const edited = newsContent('zh-cn', { ...base, status: '0' }, NOW, existing);
    expect(edited).toMatchObject({ publishTime: '2020-01-01 00:00:00', content: '<p>old</p>' });
  });

  it('refuses a blank title, HTML outside the body, a bad cover and an empty published body', () => {
    expect(refusal(() => newsContent('zh-cn', { ...base, title: '  ' }, NOW))).toEqual({
      key: 'validation.required',
      params: { field: '新闻标题' },
    });
    expect(refusal(() => newsContent('en', { ...base, summary: '<i>x</i>' }, NOW))).toEqual({
      key: 'validation.noMarkup',
      params: { field: 'Summary' },
    });
    expect(
      refusal(() => newsContent('zh-cn', { ...base, coverUrl: 'javascript:alert(1)' }, NOW)),
    ).toMatchObject({
      key: 'marketing.news.coverUrl',
    });
    expect(
      refusal(() => newsContent('zh-cn', { ...base, coverUrl: '/profile/../../etc/passwd' }, NOW)),
    ).toMatchObject({
      key: 'marketing.news.coverUrl',
    });
    expect(
      refusal(() => newsContent('zh-cn', { ...base, status: '0', content: '<script>x</script>' }, NOW)),
    ).toMatchObject({
      key: 'marketing.news.emptyBody',
    });
    expect(
      refusal(() => newsContent('zh-cn', { ...base, coverUrl: '/profile/upload/2024/01/01/a.png' }, NOW)),
    ).toBe('accepted');
  });
});

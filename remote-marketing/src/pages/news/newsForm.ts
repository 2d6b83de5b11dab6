import type { Language } from '@dis/shared';
import type { News, NewsCategory, NewsCreate, NewsStatus, NewsUpdate } from '@dis/contract';

/** What `POST` (no id) / `PUT /marketing/news` (with the id) take. */
export type NewsInput = NewsCreate | NewsUpdate;

/** The values of the news dialog. */
export interface NewsFormValues {
  title: string;
  category?: NewsCategory;
  lang?: Language;
  summary?: string;
  coverUrl?: string;
  content?: string;
  status: NewsStatus;
}

/** A new item starts as a Chinese draft. */
export const NEW_NEWS: NewsFormValues = {
  title: '',
  lang: 'zh-cn',
  status: '1',
  summary: '',
  coverUrl: '',
  content: '',
};

/** Whether the editor's HTML shows nothing (no text, no image): `<p><br></p>` is empty. */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<img\s/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}

export function toFormValues(news: News): NewsFormValues {
  return {
    title: news.title,
    category: news.category,
    lang: news.lang,
    summary: news.summary ?? '',
    coverUrl: news.coverUrl ?? '',
    content: news.content ?? '',
    status: news.status,
  };
}

/** The dialog's values as the server takes them: trimmed, empty as null; one cover image. */
export function toNewsInput(values: NewsFormValues, newsId?: number): NewsInput {
  const cover = (values.coverUrl ?? '').split(',')[0]?.trim();
  return {
    ...(newsId === undefined ? {} : { newsId }),
    title: values.title.trim(),
    category: values.category as NewsCategory,
    lang: values.lang as Language,
    summary: values.summary?.trim() || null,
    coverUrl: cover || null,
    content: isBlankHtml(values.content) ? null : (values.content ?? null),
    status: values.status,
  };
}

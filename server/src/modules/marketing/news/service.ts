import { type Language } from '@dis/contract/site';
import type { News, NewsCreate } from '@dis/contract';
import { ServiceError } from '../../../common/errors';
import { hasVisibleContent, sanitizeRichText } from '../../../common/rich-text';
import { label } from '../service';
import { cleanText, refuseMarkup, requiredText } from '../../../common/text-fields';
import type { NewsValues } from './repository';

/** An uploaded file's path (`/profile/upload/…`) or an http(s) address; no quotes, spaces or `..`. */
const COVER_URL = /^(?:https?:\/\/[^\s"'<>\\]+|\/(?!\/)[^\s"'<>\\]+)$/;

export type NewsContent = Pick<
  NewsValues,
  'title' | 'category' | 'lang' | 'summary' | 'coverUrl' | 'content' | 'status' | 'publishTime'
>;

/**
 * Checks a news item as staff wrote it and gives the values to store: a title; no HTML outside
 * the body; a cover that is an uploaded file or a web address; the body sanitised, and not empty
 * when published; a publication time set when it is first published.
 */
export function newsContent(lang: Language, input: NewsCreate, now: string, existing?: News): NewsContent {
  const title = requiredText(label(lang, 'newsTitle'), input.title);
  const summary = cleanText(input.summary);
  const coverUrl = cleanText(input.coverUrl);
  refuseMarkup({ newsTitle: title, summary, coverUrl }, (field) => label(lang, field));
  if (coverUrl && (!COVER_URL.test(coverUrl) || coverUrl.includes('..')))
    throw new ServiceError('marketing.news.coverUrl');
  const status = input.status ?? existing?.status ?? '1';
  const content = sanitizeRichText(input.content === undefined ? existing?.content : input.content);
  if (status === '0' && !hasVisibleContent(content)) throw new ServiceError('marketing.news.emptyBody');
  const given = input.publishTime === undefined ? (existing?.publishTime ?? null) : input.publishTime;
  return {
    title,
    category: input.category,
    lang: input.lang,
    summary,
    coverUrl,
    content: content || null,
    status,
    publishTime: status === '0' ? (given ?? now) : given,
  };
}

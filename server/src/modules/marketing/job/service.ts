import { type Language } from '@dis/contract/site';
import type { Job, JobCreate } from '@dis/contract';
import { cleanText, refuseMarkup, requiredText } from '../../../common/text-fields';
import { label } from '../service';
import type { JobValues } from './repository';

export type JobContent = Pick<
  JobValues,
  | 'title'
  | 'city'
  | 'department'
  | 'headcount'
  | 'description'
  | 'requirements'
  | 'lang'
  | 'status'
  | 'publishTime'
>;

/** Line breaks as `\n`, surrounding blank lines removed. */
function cleanLines(value: string | null | undefined): string | null {
  return cleanText(value?.replace(/\r\n?/g, '\n'));
}

/**
 * Checks a job posting as staff wrote it: a title; plain text everywhere (duties and requirements
 * one a line); a publication time set when it is first opened.
 */
export function jobContent(lang: Language, input: JobCreate, now: string, existing?: Job): JobContent {
  const title = requiredText(label(lang, 'jobTitle'), input.title);
  const city = cleanText(input.city);
  const department = cleanText(input.department);
  const description = cleanLines(input.description);
  const requirements = cleanLines(input.requirements);
  refuseMarkup({ jobTitle: title, city, department, description, requirements }, (field) =>
    label(lang, field),
  );
  const status = input.status ?? existing?.status ?? '0';
  const given = input.publishTime === undefined ? (existing?.publishTime ?? null) : input.publishTime;
  return {
    title,
    city,
    department,
    headcount: input.headcount ?? null,
    description,
    requirements,
    lang: input.lang,
    status,
    publishTime: status === '0' ? (given ?? now) : given,
  };
}

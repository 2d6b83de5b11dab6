import type { Language } from '@dis/shared';

/** `2024-06-18 14:00:00` → `2024-06-18` (zh-cn) or `18 Jun 2024` (en). */
export function formatDay(value: string | null, lang: Language): string {
  if (!value) return '';
  const day = value.slice(0, 10);
  if (lang === 'zh-cn') return day;
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, date)));
}

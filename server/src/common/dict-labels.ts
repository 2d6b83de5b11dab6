import type { FastifyInstance } from 'fastify';
import type { Lang } from '../i18n/language';
import { getDictData } from '../modules/system/dict/service';

/** value → label of a dictionary in a language (for exports); unknown values stay as they are. */
export async function dictLabeller(
  app: FastifyInstance,
  dictType: string,
  lang: Lang,
): Promise<(value: string | null) => string> {
  const entries = await getDictData(app, dictType, lang);
  const labels = new Map(entries.map((entry) => [entry.dictValue, entry.dictLabel]));
  return (value) => (value === null ? '' : (labels.get(value) ?? value));
}

import { type Language } from '@dis/contract/site';
import type { FastifyInstance } from 'fastify';

/** One entry of a dictionary as the labels need it. */
export interface DictEntry {
  dictValue: string | null;
  dictLabel: string | null;
}

/** Reads a dictionary's enabled entries in a language: provided by the dictionary module (`app.dicts`). */
export interface DictReader {
  entries(dictType: string, lang: Language): Promise<readonly DictEntry[]>;
}

/** value → label of a dictionary in a language (for exports); unknown values stay as they are. */
export async function dictLabeller(
  app: FastifyInstance,
  dictType: string,
  lang: Language,
): Promise<(value: string | null) => string> {
  const entries = await app.dicts.get().entries(dictType, lang);
  const labels = new Map(entries.map((entry) => [entry.dictValue, entry.dictLabel]));
  return (value) => (value === null ? '' : (labels.get(value) ?? value));
}

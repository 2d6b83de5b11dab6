/** Messages in zh-cn (the exact RuoYi wording where RuoYi has one) and en; placeholders `{name}`. */
export type Catalogue = Record<string, { 'zh-cn': string; en: string }>;

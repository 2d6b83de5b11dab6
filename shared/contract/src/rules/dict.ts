/** The `dictType` rule (RuoYi's): a lower-case letter, then lower-case letters, digits or `_`. */
export const DICT_TYPE_PATTERN = /^[a-z][a-z0-9_]*$/;

/** The 回显样式 of a dictionary entry (`listClass`); empty is none. */
export const DICT_LIST_CLASSES = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;
export type DictListClass = (typeof DICT_LIST_CLASSES)[number];

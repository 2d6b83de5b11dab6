import { contactProblems, TRIAL_FIELD_MAX, type ContactProblems } from '@dis/contract/rules';

/**
 * What is wrong with a filled request form; message keys of the form's words. The rule is the
 * server's, defined once in `@dis/contract/rules`; both sides are tested against the same table
 * of cases (server/src/modules/portal/contact-cases.json).
 */
export type RequestProblems = ContactProblems;

/**
 * The longest value of each field, as the server bounds them (`POST /portal/trial`); the inputs
 * take no more.
 */
export const REQUEST_FIELD_MAX = TRIAL_FIELD_MAX;

export { isEmail, isPhone } from '@dis/contract/rules';

/**
 * docs/product.md §5: name and phone are required (请输入姓名和手机号); the phone and an email,
 * when given, must look like one — the contract's rule, the same the server applies (both are
 * tested against @dis/contract/portal/contact-cases.json).
 */
export const checkContact = contactProblems;

export const hasProblems = (problems: RequestProblems) => Object.keys(problems).length > 0;

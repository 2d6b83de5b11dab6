import { useLocation } from '@dis/shared';
import {
  lazy,
  Suspense,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import { INTEREST_PRODUCTS, type InterestState } from '../company';
import { useMarketingWords } from '../words';
import { checkContact, hasProblems, type RequestProblems } from './contactCheck';
import { asksForCaptcha } from './sendRequest';
import './requestForm.css';

// only when the server asks for it (docs/site/speed.md: the site's first load stays small)
const CaptchaField = lazy(() => import(/* webpackChunkName: "site-captcha" */ './CaptchaField'));

export interface RequestField {
  name: string;
  label: string;
  required?: boolean;
  type?: 'text' | 'tel' | 'email';
  autoComplete?: string;
  /** a text area across the whole form */
  multiline?: boolean;
  placeholder?: string;
  /** the longest value the server takes (REQUEST_FIELD_MAX) */
  maxLength?: number;
}

const WORD_KEYS = [
  'title',
  'lead',
  'subscribe',
  'submit',
  'sending',
  'missing',
  'badPhone',
  'badEmail',
  'success',
  'followUp',
] as const;

/** Every text the form shows, in the current language. */
export type RequestFormWords = Record<(typeof WORD_KEYS)[number], string>;

/** The form's words from a namespace that keeps them under one key (`home.trial.title`, …). */
export const requestFormWords = (word: (key: string) => string): RequestFormWords =>
  Object.fromEntries(WORD_KEYS.map((key) => [key, word(key)])) as RequestFormWords;

export interface RequestFormProps {
  /** the section's id, and the prefix of the fields' ids (`trial` → `trial-name`) */
  id: string;
  words: RequestFormWords;
  fields: readonly RequestField[];
  /** which fields hold the visitor's name, phone and email */
  contact: { name: string; phone: string; email: string };
  /** sends the trimmed values (all fields, by name); rejects with the message to show */
  send: (values: Record<string, string>, subscribe: boolean) => Promise<void>;
  /** offers 意向产品 (sent as `product` when chosen), preselected from a product page's link */
  productChoice?: boolean;
}

/** The captcha the server asked for: the picture's round, its uuid and the answer typed. */
interface Captcha {
  round: number;
  uuid: string;
  code: string;
}

// true once hydrated: the server's render (and the hydration) know no router state
const noSubscription = () => () => undefined;
const isClient = () => true;
const isServer = () => false;

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

const emptyValues = (fields: readonly RequestField[]) =>
  Object.fromEntries(fields.map((field) => [field.name, '']));

/**
 * A request form of the public site (免费试用 / 方案咨询): missing name or phone is said under the
 * button, format problems next to their field; the button is disabled while sending; success
 * empties the form, says 获取成功 beside the button and, under the form, that the request was
 * received and how we follow up (both announced politely); a failure keeps the values and shows why.
 */
export function RequestForm({ id, words, fields, contact, send, productChoice = false }: RequestFormProps) {
  const { t: site } = useMarketingWords();
  const [values, setValues] = useState<Record<string, string>>(() => emptyValues(fields));
  const [subscribe, setSubscribe] = useState(false);
  // 意向产品: the product page the visitor came from chooses it (after hydration: the server's
  // render knows no router state)
  const [chosen, setProduct] = useState<string | null>(null);
  const interest = (useLocation().state as InterestState | null)?.product;
  const hydrated = useSyncExternalStore(noSubscription, isClient, isServer);
  const offered =
    hydrated && INTEREST_PRODUCTS.some((one) => one.value === interest) ? (interest as string) : '';
  const product = chosen ?? offered;
  // the captcha, once the server asked for it (docs/sales/leads.md "The public forms")
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const captchaAsked = useRef(false);
  // the honeypot (docs/sales/leads.md "Spam"): people never see it; a robot filling every field does
  const [trap, setTrap] = useState('');
  const [problems, setProblems] = useState<RequestProblems>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const change = (name: string) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((previous) => ({ ...previous, [name]: value }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkContact(
      values[contact.name] ?? '',
      values[contact.phone] ?? '',
      values[contact.email] ?? '',
    );
    setProblems(found);
    const noAnswer = captcha !== null && !captcha.code.trim();
    setCaptchaMissing(noAnswer);
    if (hasProblems(found) || noAnswer) {
      setStatus({ kind: 'idle' });
      if (noAnswer && !hasProblems(found)) document.getElementById(`${id}-captcha`)?.focus();
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await send(
        {
          ...Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()])),
          ...(product ? { product } : {}),
          ...(captcha ? { code: captcha.code.trim(), uuid: captcha.uuid } : {}),
          ...(trap ? { website: trap } : {}),
        },
        subscribe,
      );
      setValues(emptyValues(fields));
      setSubscribe(false);
      setProduct('');
      // a captcha is used once: the next request from here gets a new one
      setCaptcha((current) => current && { round: current.round + 1, uuid: '', code: '' });
      setStatus({ kind: 'sent' });
    } catch (failure) {
      if (asksForCaptcha(failure)) {
        // the server wants the captcha (first time) or a new answer (wrong or expired): a new picture
        captchaAsked.current = true;
        setCaptcha((current) => ({ round: (current?.round ?? 0) + 1, uuid: '', code: '' }));
      }
      setStatus({ kind: 'failed', message: failure instanceof Error ? failure.message : String(failure) });
    }
  };

  const captchaIssued = (uuid: string) => {
    setCaptcha((current) => current && { ...current, uuid, code: '' });
    // the visitor was just asked: the answer is what they type next
    if (captchaAsked.current) {
      captchaAsked.current = false;
      document.getElementById(`${id}-captcha`)?.focus();
    }
  };

  const problemOf = (name: string): string | undefined => {
    if (name === contact.phone && problems.phone) return words.badPhone;
    if (name === contact.email && problems.email) return words.badEmail;
    return undefined;
  };

  const renderField = (field: RequestField) => {
    const fieldId = `${id}-${field.name}`;
    const problem = problemOf(field.name);
    const value = values[field.name] ?? '';
    const invalid = Boolean(problem) || (field.required && problems.missing && !value.trim());
    const common = {
      id: fieldId,
      name: field.name,
      value,
      placeholder: field.placeholder,
      maxLength: field.maxLength,
      onChange: change(field.name),
      'aria-required': field.required || undefined,
      'aria-invalid': invalid || undefined,
      'aria-describedby': problem ? `${fieldId}-problem` : undefined,
    };
    return (
      <div key={field.name} className={field.multiline ? 'trial__field trial__field--wide' : 'trial__field'}>
        <label htmlFor={fieldId}>
          {field.label}
          {field.required ? (
            <span className="trial__required" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </label>
        {field.multiline ? (
          <textarea rows={3} {...common} />
        ) : (
          <input type={field.type ?? 'text'} autoComplete={field.autoComplete} {...common} />
        )}
        {problem ? (
          <p id={`${fieldId}-problem`} className="trial__problem">
            {problem}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <section id={id} className="site-section trial" aria-labelledby={`${id}-title`}>
      <div className="site-container trial__inner">
        <div className="trial__intro">
          <h2 id={`${id}-title`} className="trial__title" tabIndex={-1}>
            {words.title}
          </h2>
          <p>{words.lead}</p>
        </div>
        <div className="trial__panel">
          <form className="trial__form" noValidate onSubmit={submit}>
            {fields.filter((field) => !field.multiline).map(renderField)}
            {productChoice ? (
              <div className="trial__field">
                <label htmlFor={`${id}-product`}>{site('requestForm.product')}</label>
                <select
                  id={`${id}-product`}
                  name="product"
                  value={product}
                  onChange={(event) => setProduct(event.target.value)}
                >
                  <option value="">{site('requestForm.productNone')}</option>
                  {INTEREST_PRODUCTS.map((one) => (
                    <option key={one.value} value={one.value}>
                      {site(`products.${one.words}.name`)}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            {fields.filter((field) => field.multiline).map(renderField)}
            {captcha ? (
              <Suspense fallback={<div className="trial__field trial__captcha" />}>
                <CaptchaField
                  id={id}
                  round={captcha.round}
                  value={captcha.code}
                  problem={captchaMissing ? site('requestForm.captchaMissing') : undefined}
                  onChange={(code) => {
                    setCaptchaMissing(false);
                    setCaptcha((current) => current && { ...current, code });
                  }}
                  onIssued={captchaIssued}
                  words={{
                    captcha: site('requestForm.captcha'),
                    captchaAlt: site('requestForm.captchaAlt'),
                    captchaRefresh: site('requestForm.captchaRefresh'),
                    captchaLoading: site('requestForm.captchaLoading'),
                    captchaFailed: site('requestForm.captchaFailed'),
                  }}
                />
              </Suspense>
            ) : null}
            <div className="trial__trap" aria-hidden="true">
              <label htmlFor={`${id}-website`}>Website</label>
              <input
                id={`${id}-website`}
                name="website"
                type="text"
                tabIndex={-1}
                autoComplete="off"
                maxLength={200}
                value={trap}
                onChange={(event) => setTrap(event.target.value)}
              />
            </div>
            <label className="trial__subscribe trial__field--wide">
              <input
                type="checkbox"
                name="subscribe"
                checked={subscribe}
                onChange={(event) => setSubscribe(event.target.checked)}
              />
              {words.subscribe}
            </label>
            <div className="trial__actions trial__field--wide">
              <button
                type="submit"
                className="site-button site-button--primary"
                disabled={status.kind === 'sending'}
              >
                {status.kind === 'sending' ? words.sending : words.submit}
              </button>
              <div className="trial__status" role="status" aria-live="polite">
                {problems.missing ? <p className="trial__problem">{words.missing}</p> : null}
                {status.kind === 'sent' ? <p className="trial__done">{words.success}</p> : null}
                {status.kind === 'failed' ? <p className="trial__problem">{status.message}</p> : null}
              </div>
            </div>
          </form>
          {/* present (empty) from the start, so the words are announced when they arrive */}
          <div className="trial__followup" aria-live="polite">
            {status.kind === 'sent' ? <p>{words.followUp}</p> : null}
          </div>
        </div>
      </div>
    </section>
  );
}

import { useState, type ChangeEvent, type FormEvent } from 'react';
import { TRIAL_ID } from '../company';
import { useMarketingWords } from '../words';
import { checkTrial, EMPTY_TRIAL, hasProblems, sendTrial, type TrialProblems, type TrialValues } from './trialForm';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

type TextField = Exclude<keyof TrialValues, 'subscribe'>;

/** 免费试用 / 定制方案: the request form at the bottom of the home page. */
export function TrialForm() {
  const { t } = useMarketingWords();
  const [values, setValues] = useState<TrialValues>(EMPTY_TRIAL);
  const [problems, setProblems] = useState<TrialProblems>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const change = (field: keyof TrialValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = field === 'subscribe' ? (event.target as HTMLInputElement).checked : event.target.value;
    setValues((previous) => ({ ...previous, [field]: value }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkTrial(values);
    setProblems(found);
    if (hasProblems(found)) {
      setStatus({ kind: 'idle' });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await sendTrial(values);
      setValues(EMPTY_TRIAL);
      setStatus({ kind: 'sent' });
    } catch (failure) {
      setStatus({ kind: 'failed', message: failure instanceof Error ? failure.message : String(failure) });
    }
  };

  const field = (name: TextField, options: { required?: boolean; type?: string; autoComplete?: string; problem?: string } = {}) => {
    const id = `trial-${name}`;
    const invalid = Boolean(options.problem) || (options.required && problems.missing && !values[name].trim());
    return (
      <div className="trial__field">
        <label htmlFor={id}>
          {t(`home.trial.${name}`)}
          {options.required ? (
            <span className="trial__required" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </label>
        <input
          id={id}
          name={name}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          value={values[name]}
          onChange={change(name)}
          aria-required={options.required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={options.problem ? `${id}-problem` : undefined}
        />
        {options.problem ? (
          <p id={`${id}-problem`} className="trial__problem">
            {t(`home.trial.${options.problem}`)}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <section id={TRIAL_ID} className="site-section trial" aria-labelledby="trial-title">
      <div className="site-container trial__inner">
        <div className="trial__intro">
          <h2 id="trial-title" className="trial__title" tabIndex={-1}>
            {t('home.trial.title')}
          </h2>
          <p>{t('home.trial.lead')}</p>
        </div>
        <form className="trial__form" noValidate onSubmit={submit}>
          {field('name', { required: true, autoComplete: 'name' })}
          {field('phone', { required: true, type: 'tel', autoComplete: 'tel', problem: problems.phone })}
          {field('company', { autoComplete: 'organization' })}
          {field('email', { type: 'email', autoComplete: 'email', problem: problems.email })}
          {field('position', { autoComplete: 'organization-title' })}
          <div className="trial__field trial__field--wide">
            <label htmlFor="trial-remark">{t('home.trial.remark')}</label>
            <textarea
              id="trial-remark"
              name="remark"
              rows={3}
              placeholder={t('home.trial.remarkPlaceholder')}
              value={values.remark}
              onChange={change('remark')}
            />
          </div>
          <label className="trial__subscribe trial__field--wide">
            <input type="checkbox" name="subscribe" checked={values.subscribe} onChange={change('subscribe')} />
            {t('home.trial.subscribe')}
          </label>
          <div className="trial__actions trial__field--wide">
            <button type="submit" className="site-button site-button--primary" disabled={status.kind === 'sending'}>
              {status.kind === 'sending' ? t('home.trial.sending') : t('home.trial.submit')}
            </button>
            <div className="trial__status" role="status" aria-live="polite">
              {problems.missing ? <p className="trial__problem">{t('home.trial.missing')}</p> : null}
              {status.kind === 'sent' ? <p className="trial__done">{t('home.trial.success')}</p> : null}
              {status.kind === 'failed' ? <p className="trial__problem">{status.message}</p> : null}
            </div>
          </div>
        </form>
      </div>
    </section>
  );
}

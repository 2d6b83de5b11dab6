import { useEffect, useEffectEvent, useState } from 'react';
import { fetchTrialCaptcha } from './captchaApi';

export interface CaptchaWords {
  captcha: string;
  captchaAlt: string;
  captchaRefresh: string;
  captchaLoading: string;
  captchaFailed: string;
}

export interface CaptchaFieldProps {
  /** the form's id: the input is `<id>-captcha` */
  id: string;
  words: CaptchaWords;
  /** a new picture is fetched whenever this changes (the server asked again: the last one is used up) */
  round: number;
  value: string;
  /** the problem to show under the field (请输入验证码) */
  problem?: string;
  onChange: (value: string) => void;
  /** a new picture arrived: its uuid goes with the answer, and the answer typed so far is void */
  onIssued: (uuid: string) => void;
}

type Picture = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; image: string };

/**
 * 验证码 of the request forms (docs/sales/leads.md "The public forms"): the answer beside the
 * picture; clicking the picture fetches another. Loaded only once the server asks for it, so the
 * site's first load does not carry it (docs/site/speed.md).
 */
export default function CaptchaField({
  id,
  words,
  round,
  value,
  problem,
  onChange,
  onIssued,
}: CaptchaFieldProps) {
  const [asked, setAsked] = useState(0);
  // the answer to the newest fetch; any older one shows as loading
  const [fetched, setFetched] = useState<{ ticket: string; picture: Picture } | null>(null);
  const issued = useEffectEvent(onIssued);
  const inputId = `${id}-captcha`;
  const ticket = `${round}:${asked}`;
  const picture: Picture = fetched?.ticket === ticket ? fetched.picture : { status: 'loading' };

  useEffect(() => {
    let live = true;
    fetchTrialCaptcha().then(
      ({ uuid, image }) => {
        if (!live) return;
        setFetched({ ticket, picture: { status: 'ready', image } });
        issued(uuid);
      },
      () => {
        if (live) setFetched({ ticket, picture: { status: 'failed' } });
      },
    );
    return () => {
      live = false;
    };
  }, [ticket]);

  const pictureLabel =
    picture.status === 'ready'
      ? `${words.captchaAlt} · ${words.captchaRefresh}`
      : picture.status === 'failed'
        ? words.captchaFailed
        : words.captchaLoading;
  return (
    <div className="trial__field trial__captcha">
      <label htmlFor={inputId}>
        {words.captcha}
        <span className="trial__required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <div className="trial__captcha-row">
        <input
          id={inputId}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-required
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
        />
        <button
          type="button"
          className="trial__captcha-picture"
          onClick={() => setAsked((count) => count + 1)}
          aria-label={pictureLabel}
          title={pictureLabel}
        >
          {picture.status === 'ready' ? (
            <img src={picture.image} alt="" width={100} height={38} />
          ) : (
            <span>{picture.status === 'failed' ? words.captchaFailed : words.captchaLoading}</span>
          )}
        </button>
      </div>
      {problem ? (
        <p id={`${inputId}-problem`} className="trial__problem">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

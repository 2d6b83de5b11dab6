import { CaptchaResult, TrialBody } from '@dis/contract';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CacheKeys } from '../../../cache/store';
import { success } from '../../../common/envelope';
import { checkCaptcha, issueCaptcha } from '../../auth/captcha/service';
import { refuseUnknownProduct } from '../../sales/lead/service';
import { saveTrialRequest, toLead } from './service';
// this module's words join the catalogue (docs/architecture.md "Server layout")
import '../messages';

/** Submissions per client address per window; above it a clear refusal (429 envelope). */
const TRIAL_LIMIT = { max: 5, timeWindow: 10 * 60_000 };
/** Accepted requests from one address in the window after which a captcha is asked (suspicious volume). */
export const TRIAL_CAPTCHA_AFTER = 3;

/** A refusal the form shows with the captcha (HTTP 200 envelope, as RuoYi's business refusals). */
const CAPTCHA_CODE = 428;

/**
 * 申请试用: the public site's trial and solution forms (docs/api-contract.md), and the spam guard
 * in front of the sales desk (docs/sales/leads.md "Spam"): a filled honeypot is answered as a
 * success and stored nowhere; past two accepted requests from one address in 10 minutes the form
 * must carry a captcha (`GET /portal/trial/captcha`); past five, 429. A refused request stores nothing.
 */
const trialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/portal/trial/captcha',
    {
      schema: {
        tags: ['portal'],
        summary: '申请验证码 · A captcha for the trial form',
        description:
          'Asked by the form once its address has sent several requests; the answer lives 2 minutes, used once.',
        response: { 200: CaptchaResult },
      },
      config: { access: 'anonymous', rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async function trialCaptcha(request) {
      return success(request, { captchaEnabled: true, ...(await issueCaptcha(app.cache)) });
    },
  );

  app.post(
    '/portal/trial',
    {
      schema: {
        tags: ['portal'],
        summary: '申请试用 · Ask for a trial',
        description:
          'The trial form (name, phone, company, email, position, subscribe, remark) or the solution form ' +
          '(companyEmail, companyName, name, pain, phone, role, subscribe), optionally the product of interest ' +
          '(an enabled value of the dictionary sales_product, else refused). ' +
          'Name and phone are required; no field takes HTML. `website` is a honeypot: filled, the request is ' +
          `answered as received and stored nowhere. After ${TRIAL_CAPTCHA_AFTER} requests from one address in ` +
          `${TRIAL_LIMIT.timeWindow / 60_000} minutes the body needs code and uuid of GET /portal/trial/captcha ` +
          `(else code ${CAPTCHA_CODE}, captchaRequired); at most ${TRIAL_LIMIT.max} requests per address in that time (429).`,
        body: TrialBody,
        response: {
          200: Type.Object({
            code: Type.Integer(),
            msg: Type.String(),
            captchaRequired: Type.Optional(Type.Boolean()),
          }),
        },
      },
      config: { access: 'anonymous', rateLimit: TRIAL_LIMIT },
    },
    async function submitTrial(request) {
      const accepted = { code: 200, msg: request.t('portal.trial.success') };
      // a robot filled the field people never see: it learns nothing, nothing is kept
      if (request.body.website?.trim()) return accepted;
      const lead = toLead(request.body, request.lang);
      await refuseUnknownProduct(app, lead.product);
      const volumeKey = `${CacheKeys.trialVolume}${request.ip}`;
      const volume = Number((await app.cache.get(volumeKey)) ?? 0);
      if (volume >= TRIAL_CAPTCHA_AFTER) {
        const { code, uuid } = request.body;
        if (!code || !uuid)
          return {
            code: CAPTCHA_CODE,
            msg: request.t('portal.trial.captchaRequired'),
            captchaRequired: true,
          };
        if ((await checkCaptcha(app.cache, code, uuid)) !== 'ok')
          return { code: CAPTCHA_CODE, msg: request.t('portal.trial.captchaWrong'), captchaRequired: true };
      }
      await saveTrialRequest(app, lead, request.ip);
      await app.cache.increment(volumeKey, TRIAL_LIMIT.timeWindow / 1000);
      return accepted;
    },
  );
};

export default trialRoutes;

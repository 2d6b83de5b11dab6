import { TrialBody } from '@dis/contract';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MessageResult } from '../../../common/schema';
import { saveTrialRequest } from './service';
// this module's words join the catalogue (docs/architecture.md "Server layout")
import '../messages';

/** Submissions per client address per window; above it a clear refusal (429 envelope). */
const TRIAL_LIMIT = { max: 5, timeWindow: 10 * 60_000 };

/** 申请试用: the public site's trial and solution forms (docs/api-contract.md). */
const trialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/portal/trial',
    {
      schema: {
        tags: ['portal'],
        summary: '申请试用 · Ask for a trial',
        description:
          'The trial form (name, phone, company, email, position, subscribe, remark) or the solution form ' +
          '(companyEmail, companyName, name, pain, phone, role, subscribe). Name and phone are required; ' +
          'no field takes HTML. ' +
          `At most ${TRIAL_LIMIT.max} requests per address in ${TRIAL_LIMIT.timeWindow / 60_000} minutes.`,
        body: TrialBody,
        response: { 200: MessageResult },
      },
      config: { access: 'anonymous', rateLimit: TRIAL_LIMIT },
    },
    async function submitTrial(request) {
      await saveTrialRequest(app.db, request.body, request.lang, request.ip);
      return { code: 200, msg: request.t('portal.trial.success') };
    },
  );
};

export default trialRoutes;

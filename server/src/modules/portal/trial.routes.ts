import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { formatDateTime } from '../../common/datetime';
import { mktLead } from '../../db/schema';
import { MessageResult } from '../../common/schema';
import { toLead } from './trial';

/** Submissions per client address per window; above it a clear refusal (429 envelope). */
const TRIAL_LIMIT = { max: 5, timeWindow: 10 * 60_000 };

const text = (max: number) => Type.Optional(Type.String({ maxLength: max }));

const TrialBody = Type.Object({
  name: text(50),
  phone: text(20),
  company: text(100),
  email: text(100),
  position: text(100),
  remark: text(1000),
  subscribe: Type.Optional(Type.Boolean()),
  companyName: text(100),
  companyEmail: text(100),
  role: text(100),
  pain: text(1000),
});

const trialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/portal/trial',
    {
      schema: {
        tags: ['portal'],
        summary: '申请试用 · Ask for a trial',
        description:
          'The trial form (name, phone, company, email, position, subscribe, remark) or the solution form ' +
          '(companyEmail, companyName, name, pain, phone, role, subscribe). Name and phone are required. ' +
          `At most ${TRIAL_LIMIT.max} requests per address in ${TRIAL_LIMIT.timeWindow / 60_000} minutes.`,
        body: TrialBody,
        response: { 200: MessageResult },
      },
      config: { access: 'anonymous', rateLimit: TRIAL_LIMIT },
    },
    async function submitTrial(request) {
      const lead = toLead(request.body);
      await app.db.insert(mktLead).values({ ...lead, status: '0', ip: request.ip, createTime: formatDateTime() });
      return { code: 200, msg: request.t('portal.trial.success') };
    },
  );
};

export default trialRoutes;

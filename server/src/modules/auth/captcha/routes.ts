import { CaptchaResult } from '@dis/contract';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../../../common/envelope';
import { isCaptchaEnabled, isRegisterEnabled } from '../../system/config/service';
import { clientInfo } from '../../../common/client-info';
import { addressThrottled } from '../service';
import { issueCaptcha } from './service';

/** `GET /captchaImage`: the login page's captcha, and whether it offers self-registration. */
const captchaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/captchaImage',
    {
      schema: {
        tags: ['auth'],
        summary: '获取验证码 · Get a captcha image',
        description:
          'The answer lives 2 minutes and can be used once. `{captchaEnabled:false}` when captchas are off, unless ' +
          'the address failed to log in many times of late. `registerEnabled` says whether the login page offers self-registration.',
        response: { 200: CaptchaResult },
      },
      config: { access: 'anonymous', rateLimit: { max: 60, timeWindow: 60_000 } },
    },
    async function captchaImage(request) {
      // not in RuoYi's answer: tells the login page whether to offer self-registration
      const registerEnabled = await isRegisterEnabled(app);
      // an address with many failed logins of late answers one whatever the setting (docs/security.md)
      const throttled = await addressThrottled(app.cache, clientInfo(request.ip, undefined).ipaddr);
      if (!throttled && !(await isCaptchaEnabled(app, app.appConfig.captchaEnabled))) {
        return success(request, { captchaEnabled: false, registerEnabled });
      }
      return success(request, { captchaEnabled: true, registerEnabled, ...(await issueCaptcha(app.cache)) });
    },
  );
};

export default captchaRoutes;

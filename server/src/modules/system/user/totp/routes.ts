import {
  TotpCodeBody,
  TotpEnrolmentResult,
  TotpProofBody,
  TotpStartBody,
  TotpRecoveryCodesResult,
  TotpStatusResult,
  UserResetTotpBody,
} from '@dis/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BusinessType } from '../../../../common/business-type';
import { success } from '../../../../common/envelope';
import { resourceKey } from '../../../../common/resource';
import { MessageResult } from '../../../../common/schema';
import { requireLoginUser } from '../../../../security/session-store';
import { totpKeyOf } from '../../../../security/totp-key';
import { requireStepUp } from '../../../auth/step-up/service';
import {
  beginEnrolment,
  confirmEnrolment,
  disableTotp,
  regenerateRecoveryCodes,
  totpStatus,
  type TotpContext,
} from '../../../auth/totp/service';
import { userResource } from '../resource';
import { resetTotpInScope } from './service';

/** listed with the user routes in the API document, under their path */
const USERS = resourceKey('system/user');
const TAG = USERS.tag;
const TOTP = `${USERS.path}/profile/totp`;
const TOTP_LOG = { title: '两步验证', businessType: BusinessType.update };

/**
 * 两步验证 in the personal centre (the signed-in user's own enrolment) and 用户管理's 重置两步验证
 * (docs/security.md "Two-factor sign-in"). The answers that hold a secret or recovery codes write no
 * operation-log row: the log keeps answers.
 */
const userTotpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = userResource(app);
  const context = (): TotpContext => ({ db: app.db, cache: app.cache, key: totpKeyOf(app.appConfig) });

  app.get(
    TOTP,
    {
      schema: {
        tags: [TAG],
        summary: '两步验证状态 · My two-factor sign-in',
        description:
          'enabled, since when, how many recovery codes are left, and whether a role of mine requires it.',
        response: { 200: TotpStatusResult },
      },
    },
    async function myTotpStatus(request) {
      const session = requireLoginUser(request);
      return success(request, { data: await totpStatus(app, session.userId, session.roles) });
    },
  );

  app.post(
    TOTP,
    {
      schema: {
        tags: [TAG],
        summary: '开始设置两步验证 · Start setting up two-factor sign-in',
        description:
          'Body {password}: the password again (step-up, five minutes for this session). A new secret, pending until ' +
          'its first code: the QR code (SVG data URL) and the secret in text. Refused while two-factor sign-in is on.',
        body: TotpStartBody,
        response: { 200: TotpEnrolmentResult },
      },
    },
    async function startMyTotp(request) {
      const session = requireLoginUser(request);
      await requireStepUp(app, session, request.body?.password);
      return success(request, { data: await beginEnrolment(context(), session) });
    },
  );

  app.put(
    TOTP,
    {
      schema: {
        tags: [TAG],
        summary: '确认两步验证 · Confirm two-factor sign-in',
        description:
          'Body {code}: the first code from the app switches it on, within five minutes of the password (or with ' +
          '{password} again); the answer holds the ten recovery codes, shown this once. Wrong codes count towards the lockout.',
        body: TotpCodeBody,
        response: { 200: TotpRecoveryCodesResult },
      },
    },
    async function confirmMyTotp(request) {
      const session = requireLoginUser(request);
      await requireStepUp(app, session, request.body.password);
      const recoveryCodes = await confirmEnrolment(context(), session, request.body.code);
      return success(request, { data: { recoveryCodes } });
    },
  );

  app.put(
    `${TOTP}/disable`,
    {
      schema: {
        tags: [TAG],
        summary: '关闭两步验证 · Switch two-factor sign-in off',
        description:
          'Body {password}: the password again (a code alone is not enough). Refused when a role requires it ' +
          '(setting sys.account.totpRequiredRoles).',
        body: TotpProofBody,
        response: { 200: MessageResult },
      },
      config: { operLog: TOTP_LOG },
    },
    async function disableMyTotp(request) {
      const session = requireLoginUser(request);
      await requireStepUp(app, session, request.body.password);
      await disableTotp(context(), session);
      return success(request);
    },
  );

  app.put(
    `${TOTP}/recoveryCodes`,
    {
      schema: {
        tags: [TAG],
        summary: '重新生成恢复码 · New recovery codes',
        description:
          'Body {password}: the password again. The old recovery codes stop working; the ten new ones are answered this once.',
        body: TotpProofBody,
        response: { 200: TotpRecoveryCodesResult },
      },
    },
    async function regenerateMyRecoveryCodes(request) {
      const session = requireLoginUser(request);
      await requireStepUp(app, session, request.body.password);
      const recoveryCodes = await regenerateRecoveryCodes(context(), session);
      return success(request, { data: { recoveryCodes } });
    },
  );

  app.put(
    `${USERS.path}/resetTotp`,
    {
      schema: {
        tags: [TAG],
        summary: '重置两步验证 · Reset a two-factor sign-in',
        description:
          "Body {userId}: the user's enrolment is removed and their sessions end; they enrol again where a role " +
          'requires it. As 重置密码: permission system:user:resetPwd, never user 1, within the data scope.',
        body: UserResetTotpBody,
        response: { 200: MessageResult },
      },
      config: {
        permission: users.permission('resetPwd'),
        operLog: { title: '用户管理', businessType: BusinessType.update },
      },
    },
    async function resetTotpHandler(request) {
      await resetTotpInScope(app, users, request, request.body.userId);
      return success(request);
    },
  );
};

export default userTotpRoutes;

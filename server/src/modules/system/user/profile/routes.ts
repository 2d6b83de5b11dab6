import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../../../../common/envelope';
import { ServiceError } from '../../../../common/errors';
import { assertStorableText } from '../../../../common/storable-text';
import { MessageResult } from '../../../../common/schema';
import { requireLoginUser } from '../../../../security/session-store';
import { loadSignedInUser } from '../../../auth/service';
import { UPLOAD_MAX_BYTES } from '../../../../common/upload-limits';
import { BusinessType } from '../../../../common/business-type';
import { resourceKey } from '../../../../common/resource';
import { ConfigKeys, getConfigValue } from '../../config/service';
import { postNamesOfUser } from './repository';
import { AvatarResult, PasswordChangeBody, ProfileResult, ProfileUpdateBody } from '@dis/contract';
import { changePassword, replaceAvatar, updateProfile } from './service';
// this module's words join the catalogue (docs/architecture.md "Server layout")
import './messages';

/** listed with the user routes in the API document, under their path */
const USERS = resourceKey('system/user');
const TAG = USERS.tag;
const PROFILE = `${USERS.path}/profile`;
const PROFILE_LOG = { title: '个人信息', businessType: BusinessType.update };
const AVATAR_LOG = { title: '用户头像', businessType: BusinessType.update };

/** The personal centre: every logged-in user reads and changes their own account only. */
const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    PROFILE,
    {
      schema: {
        tags: [TAG],
        summary: '个人信息 · My profile',
        description:
          'The signed-in user with dept and roles, their role names (roleGroup) and post names (postGroup).',
        response: { 200: ProfileResult },
      },
    },
    async function profile(request) {
      const session = requireLoginUser(request);
      const [signedIn, postNames] = await Promise.all([
        loadSignedInUser(app.db, session.userId),
        postNamesOfUser(app.db, session.userId),
      ]);
      if (!signedIn) throw new ServiceError('auth.unauthenticated', { uri: PROFILE }, 401);
      return success(request, {
        data: signedIn.user,
        roleGroup: signedIn.identity.roleRows.map((row) => row.roleName).join(','),
        postGroup: postNames.join(','),
      });
    },
  );

  app.put(
    PROFILE,
    {
      schema: {
        tags: [TAG],
        summary: '修改个人信息 · Change my profile',
        description:
          'nickName (required, ≤ 30), email, phonenumber (mainland mobile), sex; other fields are ignored. Phone and email must be unique.',
        body: ProfileUpdateBody,
        response: { 200: MessageResult },
      },
      config: { operLog: PROFILE_LOG },
    },
    async function updateMyProfile(request) {
      const session = requireLoginUser(request);
      await updateProfile(app.db, session, request.body);
      return success(request);
    },
  );

  app.put(
    `${PROFILE}/updatePwd`,
    {
      schema: {
        tags: [TAG],
        summary: '修改密码 · Change my password',
        description:
          'The old password must match; the new one is 6–20 characters, without < > " \' \\ |, and obeys setting sys.account.chrtype.',
        body: PasswordChangeBody,
        response: { 200: MessageResult },
      },
      config: { operLog: PROFILE_LOG },
    },
    async function updateMyPassword(request) {
      const session = requireLoginUser(request);
      const charType = (await getConfigValue(app, ConfigKeys.passwordCharType)) || '0';
      await changePassword(app.db, session, request.body, charType);
      // the other sessions of the account end: whoever knew the old password is signed out
      await app.sessions.endAllOf([session.userId], session.tokenId);
      return success(request);
    },
  );

  app.post(
    `${PROFILE}/avatar`,
    {
      schema: {
        tags: [TAG],
        summary: '修改头像 · Change my avatar',
        description:
          'multipart/form-data with field `avatarfile`: a bmp, gif, jpg, jpeg or png image of at most 5 MB (checked by content).',
        consumes: ['multipart/form-data'],
        response: { 200: AvatarResult },
      },
      config: { operLog: AVATAR_LOG },
    },
    async function updateMyAvatar(request) {
      const session = requireLoginUser(request);
      const file = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
      if (!file || file.fieldname !== 'avatarfile') throw new ServiceError('profile.avatarMissing');
      assertStorableText(file.filename, 'avatarfile');
      const bytes = await file.toBuffer();
      const imgUrl = await replaceAvatar(app.db, app.appConfig.dataDir, session, {
        fileName: file.filename,
        bytes,
      });
      return success(request, { imgUrl });
    },
  );
};

export default profileRoutes;

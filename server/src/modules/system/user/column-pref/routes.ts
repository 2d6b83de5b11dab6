import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ColumnPrefParams, ColumnPrefResult, ColumnPrefsSchema } from '@dis/contract';
import { success } from '../../../../common/envelope';
import { resourceKey } from '../../../../common/resource';
import { MessageResult } from '../../../../common/schema';
import { requireLoginUser } from '../../../../security/session-store';
import { readColumnPrefs, resetColumnPrefs, saveColumnPrefs } from './service';
// this module's words join the catalogue (docs/architecture.md "Server layout")
import './messages';

/** listed with the user routes in the API document */
const TAG = resourceKey('system/user').tag;
const PATH = '/system/columnPref/:pageKey';

/**
 * A staff member's column choices of each list (docs/api-contract.md "Column preferences"): any
 * signed-in user, their own only; preferences, so no permission and no operation log.
 */
const columnPrefRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    PATH,
    {
      schema: {
        tags: [TAG],
        summary: '列设置 · My column preferences of a list',
        description:
          'The signed-in user’s hidden columns, order and widths of the list, or data null. pageKey is one of the ' +
          'console’s lists (a resource key with dots: system.user, system.dict.type…).',
        params: ColumnPrefParams,
        response: { 200: ColumnPrefResult },
      },
    },
    async function getColumnPref(request) {
      const session = requireLoginUser(request);
      const data = await readColumnPrefs(app.db, session.userId, request.params.pageKey);
      return success(request, { data });
    },
  );

  app.put(
    PATH,
    {
      schema: {
        tags: [TAG],
        summary: '保存列设置 · Save my column preferences of a list',
        description:
          'hidden and order: ≤ 100 column keys each (letters, digits, _ . -; ≤ 64), no key twice; widths: ≤ 100 keys, integers 40–1200. ' +
          'Only the console’s lists, at most 50 per user.',
        params: ColumnPrefParams,
        body: ColumnPrefsSchema,
        response: { 200: MessageResult },
      },
    },
    async function saveColumnPref(request) {
      const session = requireLoginUser(request);
      await saveColumnPrefs(app.db, session.userId, request.params.pageKey, request.body);
      return success(request);
    },
  );

  app.delete(
    PATH,
    {
      schema: {
        tags: [TAG],
        summary: '重置列设置 · Reset my column preferences of a list',
        description: 'Forgets the signed-in user’s choices: the list shows its defaults again.',
        params: ColumnPrefParams,
        response: { 200: MessageResult },
      },
    },
    async function resetColumnPref(request) {
      const session = requireLoginUser(request);
      await resetColumnPrefs(app.db, session.userId, request.params.pageKey);
      return success(request);
    },
  );
};

export default columnPrefRoutes;

import { LogChainResult } from '@dis/contract';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../../../common/envelope';
import { resourceKey } from '../../../common/resource';
import type { ChainName } from '../../../security/log-chain';
import { bindLogChainKey, verdictMessage, verifyLogChain } from './service';
// this module's words join the catalogue (docs/architecture.md "Server layout")
import './messages';

/** the log each chain is, and the words of its check in the API document */
const LOGS: ReadonlyArray<{
  chain: ChainName;
  key: 'monitor/operlog' | 'monitor/logininfor';
  summary: string;
}> = [
  { chain: 'oper', key: 'monitor/operlog', summary: '校验操作日志 · Check the operation log' },
  { chain: 'login', key: 'monitor/logininfor', summary: '校验登录日志 · Check the login log' },
];

/**
 * The logs' chains (docs/security.md "The logs are evidence"): binds the chains' key to the
 * database, so every row the login and the operation-log hook write is chained, and adds each
 * log's check, `GET <path>/verify` (permission `<prefix>:verify`, the 完整性校验 button).
 */
const logChainRoutes: FastifyPluginAsyncTypebox = async (app) => {
  bindLogChainKey(app.db, app.appConfig);
  for (const { chain, key, summary } of LOGS) {
    const { path, permission, tag } = resourceKey(key);
    app.get(
      `${path}/verify`,
      {
        schema: {
          tags: [tag],
          summary,
          description:
            'Walks the keyed hash chain from its oldest row to the newest: data.intact, how many rows were checked, ' +
            'and the first row altered (problem "altered", rowId) or where rows were removed ("removed": between ' +
            'afterId and rowId; "truncated": after afterId). msg says it in words.',
          response: { 200: LogChainResult },
        },
        config: { permission: `${permission}:verify` },
      },
      async function verifyLogHandler(request) {
        const verdict = await verifyLogChain(app, chain);
        return { ...success(request, { data: verdict }), msg: verdictMessage(request.lang, chain, verdict) };
      },
    );
  }
};

export default logChainRoutes;

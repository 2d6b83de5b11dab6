import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clientInfo } from '../common/client-info';
import { formatDateTime } from '../common/datetime';
import { DurableWriter } from '../common/durable-write';
import type { OperLogConfig, OperLogEntry } from '../common/oper-log';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** write a `sys_oper_log` row for this route (RuoYi's `@Log`) */
    operLog?: OperLogConfig;
  }
  interface FastifyRequest {
    /** set once the request passed authentication and validation, i.e. the operation ran */
    operationStarted: boolean;
  }
}

const TEXT_LIMIT = 2000;
const SENSITIVE_KEYS = new Set(['password', 'oldPassword', 'newPassword', 'confirmPassword']);
const OPERATOR_BACKEND_USER = 1;

/** Removes password fields at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !SENSITIVE_KEYS.has(key))
        .map(([key, inner]) => [key, withoutSecrets(inner)]),
    );
  }
  return value;
}

function requestParams(request: FastifyRequest): string {
  const isMultipart = request.headers['content-type']?.startsWith('multipart/') ?? false;
  const source =
    request.body !== undefined && !isMultipart
      ? request.body
      : { ...(request.params as object), ...(request.query as object) };
  return JSON.stringify(withoutSecrets(source) ?? {}).slice(0, TEXT_LIMIT);
}

function outcome(payload: unknown, statusCode: number): { json: string; failed: boolean; errorMsg: string } {
  if (typeof payload !== 'string') return { json: '', failed: statusCode >= 400, errorMsg: '' };
  try {
    const body = JSON.parse(payload) as { code?: unknown; msg?: unknown };
    const failed = statusCode >= 400 || (typeof body.code === 'number' && body.code !== 200);
    return {
      json: payload.slice(0, TEXT_LIMIT),
      failed,
      errorMsg: failed ? String(body.msg ?? '').slice(0, TEXT_LIMIT) : '',
    };
  } catch {
    return { json: payload.slice(0, TEXT_LIMIT), failed: statusCode >= 400, errorMsg: '' };
  }
}

/**
 * Operation log: routes with `config.operLog` get a `sys_oper_log` row (who, what, parameters
 * without passwords, answer, outcome, duration) before their answer leaves. Requests refused
 * before the operation ran (no login, no permission, invalid input) are not operations.
 */
export default fp(
  async (app) => {
    // the row survives a dropped connection: written again on a new one, and kept in memory while
    // the database stays out of reach (docs/monitor/logs.md "Nothing lost"); whatever function
    // writes a row, this wraps it
    const rows = new DurableWriter<OperLogEntry>(
      (entry) => app.operLog.get().write(entry),
      app.log,
      'operation log',
    );
    app.addHook('onClose', () => rows.close());
    app.decorateRequest('operationStarted', false);
    app.addHook('preHandler', async (request) => {
      request.operationStarted = true;
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const operLog = request.routeOptions.config.operLog;
      if (!operLog || !request.operationStarted) return payload;
      const { json, failed, errorMsg } = outcome(payload, reply.statusCode);
      const client = clientInfo(request.ip, request.headers['user-agent']);
      // fastify binds handlers: "bound forceLogout" → "forceLogout"
      const handlerName = request.routeOptions.handler?.name.replace(/^bound /, '');
      try {
        await rows.add({
          title: operLog.title,
          businessType: operLog.businessType,
          method: handlerName ? `${handlerName}()` : (request.routeOptions.url ?? ''),
          requestMethod: request.method,
          operatorType: OPERATOR_BACKEND_USER,
          operName: request.loginUser?.userName ?? '',
          deptName: request.loginUser?.deptName ?? '',
          operUrl: request.url.split('?')[0].slice(0, 255),
          operIp: client.ipaddr,
          operLocation: client.loginLocation,
          operParam: requestParams(request),
          jsonResult: json,
          status: failed ? 1 : 0,
          errorMsg,
          operTime: formatDateTime(),
          costTime: Math.round(reply.elapsedTime),
        });
      } catch (error) {
        request.log.error({ err: error }, 'could not write the operation log');
      }
      return payload;
    });
  },
  { name: 'oper-log', dependencies: ['contributions'] },
);

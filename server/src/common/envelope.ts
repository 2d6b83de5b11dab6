import type { FastifyReply, FastifyRequest } from 'fastify';

/** AjaxResult.success: `{code: 200, msg: "操作成功", …extra}`. */
export function success<E extends object>(
  request: FastifyRequest,
  extra: E = {} as E,
): { code: number; msg: string } & E {
  return { code: 200, msg: request.t('result.success'), ...extra };
}

/** TableDataInfo: `{total, rows, code: 200, msg: "查询成功"}`. */
export function table<R>(request: FastifyRequest, total: number, rows: R[]) {
  return { total, rows, code: 200, msg: request.t('result.query.success') };
}

/**
 * Sends an envelope as ready JSON text, bypassing the route's response schema (which may describe
 * a file): used for refusals and faults, whatever the route.
 */
export function sendEnvelope(
  reply: FastifyReply,
  status: number,
  body: { code: number; msg: string },
): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendEnvelope } from '../common/envelope';
import { ServiceError } from '../common/errors';
import { validationMessage } from '../common/validation-message';
import { fieldLabel } from '../i18n/field-labels';
import { UPLOAD_MAX_MB } from '../common/upload-limits';
import { isRedisOutage } from '../cache/redis-store';
import { isDatabaseOutage } from '../db/outage';

/** The request path without its query, bounded (it is echoed in messages). */
function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0].slice(0, 200);
}

/**
 * Every failure answers with an envelope `{code, msg}`: business refusals and schema validation
 * with HTTP 200 (as RuoYi), transport faults with their HTTP status, never HTML or a stack trace.
 */
function transportFault(
  error: FastifyError,
  request: FastifyRequest,
): { status: number; code: number; msg: string } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, code: 400, msg: request.t('error.badJson') };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return {
        status: 415,
        code: 415,
        msg: request.t('error.mediaType', {
          type: String(request.headers['content-type'] ?? '').slice(0, 100),
        }),
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return { status: 413, code: 413, msg: request.t('error.tooLarge') };
    case 'FST_REQ_FILE_TOO_LARGE':
      // the upload dialogs show `msg` when code ≠ 200: answer like a business refusal
      return { status: 200, code: 500, msg: request.t('upload.tooLarge', { size: UPLOAD_MAX_MB }) };
    default:
      break;
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return { status: 429, code: 429, msg: request.t('error.rateLimited') };
  if (status === 403) return { status: 403, code: 403, msg: request.t('auth.forbidden') };
  if (status === 404)
    return { status: 404, code: 404, msg: request.t('error.notFound', { uri: pathOf(request) }) };
  if (status >= 400 && status < 500) return { status, code: status, msg: request.t('error.badRequest') };
  return null;
}

export function sendNotFoundEnvelope(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendEnvelope(reply, 404, { code: 404, msg: request.t('error.notFound', { uri: pathOf(request) }) });
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof ServiceError) {
        // a refusal naming a field by its key names it by its label (docs/api-contract.md "Refused input")
        const field = error.params?.field;
        const label = typeof field === 'string' ? fieldLabel(request.lang, field) : undefined;
        const params = label ? { ...error.params, field: label } : error.params;
        return sendEnvelope(reply, 200, { code: error.code, msg: request.t(error.key, params) });
      }
      if (error.validation) {
        return sendEnvelope(reply, 200, {
          code: 500,
          msg: validationMessage(error.validation, request.lang),
        });
      }
      // Redis or PostgreSQL out of reach: 503 at once, in the request's language; the next request
      // after they are back succeeds (docs/deploy.md "Faults")
      const outage = isRedisOutage(error)
        ? 'error.cacheUnavailable'
        : isDatabaseOutage(error)
          ? 'error.databaseUnavailable'
          : null;
      if (outage) {
        request.log.warn({ err: { name: error.name, message: error.message } }, 'dependency unavailable');
        reply.header('Retry-After', '5');
        return sendEnvelope(reply, 503, { code: 503, msg: request.t(outage) });
      }
      const fault = transportFault(error, request);
      if (fault) {
        request.log.info({ err: { code: error.code, message: error.message } }, 'request refused');
        return sendEnvelope(reply, fault.status, { code: fault.code, msg: fault.msg });
      }
      request.log.error({ err: error }, 'unexpected error');
      return sendEnvelope(reply, 200, { code: 500, msg: request.t('error.unknown') });
    });
  },
  { name: 'errors', dependencies: ['i18n'] },
);

import { http } from '@dis/shared/request';
import type { OpenApiDocument } from './openapiTypes';

/** `GET /v3/api-docs`: the server's OpenAPI 3 document (needs the session, like any console call). */
export function fetchApiDocument(): Promise<OpenApiDocument> {
  return http.get<OpenApiDocument>('/v3/api-docs');
}

import type {
  OpenApiDocument,
  OperationMethod,
  OperationObject,
  ParameterObject,
  RequestBodyObject,
  ResponseObject,
  SchemaObject,
} from './openapiTypes';
import { resolveRef } from './schemaFields';

export type HttpMethod = OperationMethod;

const HTTP_METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];

export interface ApiContent {
  contentType: string;
  schema?: SchemaObject;
}

export interface ApiResponse {
  status: string;
  description: string;
  content?: ApiContent;
}

export interface ApiOperation {
  /** `get /system/user/list` */
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  description: string;
  /** permission strings the call needs, from `x-permission` or the description */
  permissions: string[];
  /**
   * callable without a session: the operation's security (else the document's) requires nothing
   * (docs/tool/api-docs.md "The document")
   */
  public: boolean;
  deprecated: boolean;
  parameters: ParameterObject[];
  requestBody?: { description: string; required: boolean; content?: ApiContent };
  responses: ApiResponse[];
}

export interface ApiGroup {
  /** the tag; '' for operations without one */
  tag: string;
  description: string;
  operations: ApiOperation[];
}

const PERMISSION = /\b[a-z][\w-]*(?::[\w*-]+){2,}/g;

/** `x-permission` of the operation, else permission strings (`system:user:list`) in its description. */
export function permissionsOf(operation: OperationObject): string[] {
  const declared = operation['x-permission'];
  if (declared) return (Array.isArray(declared) ? declared : [declared]).filter(Boolean);
  return [...new Set(operation.description?.match(PERMISSION) ?? [])];
}

function deref<T extends { $ref?: string }>(doc: OpenApiDocument, value: T | undefined): T | undefined {
  if (!value?.$ref) return value;
  return resolveRef<T>(doc, value.$ref);
}

/** The JSON content if there is one, else the first. */
function pickContent(content: Record<string, { schema?: SchemaObject }> | undefined): ApiContent | undefined {
  if (!content) return undefined;
  const types = Object.keys(content);
  const contentType = types.find((type) => type.includes('json')) ?? types[0];
  return contentType === undefined ? undefined : { contentType, schema: content[contentType]?.schema };
}

function toOperation(
  doc: OpenApiDocument,
  path: string,
  method: HttpMethod,
  operation: OperationObject,
  shared: ParameterObject[],
): ApiOperation {
  const own = (operation.parameters ?? []).map((p) => deref(doc, p)).filter((p): p is ParameterObject => !!p);
  const inherited = shared
    .map((p) => deref(doc, p))
    .filter((p): p is ParameterObject => !!p && !own.some((o) => o.name === p.name && o.in === p.in));
  const body = deref<RequestBodyObject>(doc, operation.requestBody);
  return {
    id: `${method} ${path}`,
    method,
    path,
    summary: operation.summary?.trim() ?? '',
    description: operation.description?.trim() ?? '',
    permissions: permissionsOf(operation),
    public: (operation.security ?? doc.security ?? []).length === 0,
    deprecated: operation.deprecated === true,
    parameters: [...inherited, ...own],
    requestBody: body
      ? {
          description: body.description ?? '',
          required: body.required === true,
          content: pickContent(body.content),
        }
      : undefined,
    responses: Object.entries(operation.responses ?? {}).map(([status, value]) => {
      const response = deref<ResponseObject>(doc, value) ?? {};
      return { status, description: response.description ?? '', content: pickContent(response.content) };
    }),
  };
}

/**
 * The operations of the document grouped by their first tag: groups in the order of the
 * document's `tags`, then the other tags by name, then the untagged; operations in document order.
 */
export function groupOperations(doc: OpenApiDocument): ApiGroup[] {
  const groups = new Map<string, ApiOperation[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? '';
      const list = groups.get(tag) ?? [];
      list.push(toOperation(doc, path, method, operation, item.parameters ?? []));
      groups.set(tag, list);
    }
  }
  const declared = (doc.tags ?? []).map((tag) => tag.name);
  const rank = (tag: string) => {
    if (tag === '') return Number.MAX_SAFE_INTEGER;
    const index = declared.indexOf(tag);
    return index === -1 ? declared.length : index;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([tag, operations]) => ({
      tag,
      description: doc.tags?.find((t) => t.name === tag)?.description ?? '',
      operations,
    }));
}

/** The operations whose path or summary contains the text (case-insensitive); empty groups dropped. */
export function filterGroups(groups: readonly ApiGroup[], text: string): ApiGroup[] {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return [...groups];
  return groups
    .map((group) => ({
      ...group,
      operations: group.operations.filter(
        (operation) =>
          operation.path.toLowerCase().includes(wanted) || operation.summary.toLowerCase().includes(wanted),
      ),
    }))
    .filter((group) => group.operations.length > 0);
}

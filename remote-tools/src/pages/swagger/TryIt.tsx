import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { apiBase } from '@dis/shared';
import { RequestError, requestRaw } from '@dis/shared/request';
import { Alert, Button, Input, Select, Space, Tag } from '@dis/ui';
import { useToolsTranslation } from '../../i18n';
import type { OpenApiDocument, ParameterObject, SchemaObject } from './openapiTypes';
import type { ApiOperation } from './operations';
import { resolveRef } from './schemaFields';
import {
  exampleBody,
  hasEditableBody,
  parameterKey,
  prepareCall,
  readAnswer,
  type AnswerBody,
  type ParameterValues,
} from './tryItCall';

interface Answer {
  status: number;
  statusText: string;
  ms: number;
  headers: Array<[string, string]>;
  body: AnswerBody;
  /** an object URL of a binary answer, for its download link */
  href?: string;
}

const schemaOf = (doc: OpenApiDocument, parameter: ParameterObject): SchemaObject => {
  const schema = parameter.schema ?? {};
  return (schema.$ref ? resolveRef<SchemaObject>(doc, schema.$ref) : schema) ?? {};
};

/** What a parameter starts with: its default, if the schema has one. */
function initialValues(doc: OpenApiDocument, operation: ApiOperation): ParameterValues {
  const values: ParameterValues = {};
  for (const parameter of operation.parameters) {
    const fallback = (schemaOf(doc, parameter) as { default?: unknown }).default;
    values[parameterKey(parameter)] = fallback === undefined || fallback === null ? '' : String(fallback);
  }
  return values;
}

/** The choices of a parameter with listed values (an enum, a boolean), else none: a text box. */
function choicesOf(schema: SchemaObject): string[] | undefined {
  const listed = schema.enum?.filter((value) => value !== null).map(String);
  if (listed && listed.length > 0) return listed;
  const union = (schema.anyOf ?? schema.oneOf)?.map((part) => part.const ?? part.enum?.[0]);
  if (union && union.length > 0 && union.every((value) => value !== undefined && value !== null))
    return union.map(String);
  return schema.type === 'boolean' ? ['true', 'false'] : undefined;
}

const sizeText = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1048576).toFixed(1)} MB`;

/**
 * 试一试: a form per parameter and the JSON body drafted from the schema; 发送 calls the server
 * through the console's own client (the staff member's session and language), without its toasts,
 * and shows the answer in place: status, headers, body (a download link for a file).
 */
export function TryIt({ doc, operation }: { doc: OpenApiDocument; operation: ApiOperation }) {
  const { t } = useToolsTranslation();
  const [values, setValues] = useState<ParameterValues>(() => initialValues(doc, operation));
  const draft = useMemo(() => exampleBody(doc, operation), [doc, operation]);
  const [bodyText, setBodyText] = useState(draft);
  const [problem, setProblem] = useState<{ missing: string[]; badJson?: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  // a download link lives as long as its answer is shown; a call is abandoned with the form
  useEffect(() => {
    const href = answer?.href;
    return () => {
      if (href) URL.revokeObjectURL(href);
    };
  }, [answer]);
  useEffect(() => () => controller.current?.abort(), []);

  const editable = hasEditableBody(operation);
  const bodyInvalid = useMemo(() => {
    if (!editable || bodyText.trim() === '') return null;
    try {
      JSON.parse(bodyText);
      return null;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }, [editable, bodyText]);

  const send = useCallback(async () => {
    const call = prepareCall(operation, values, bodyText, apiBase());
    if (!call.ok) {
      setProblem({ missing: call.missing, badJson: call.badJson });
      return;
    }
    setProblem(null);
    setFailure(null);
    setSending(true);
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    try {
      const raw = await requestRaw(call.method, call.url, call.body, {
        params: call.query,
        headers: call.headers,
        signal: current.signal,
        timeout: 60_000,
      });
      const body = await readAnswer(raw.data, raw.headers, call.url);
      if (current.signal.aborted) return;
      setAnswer({
        status: raw.status,
        statusText: raw.statusText,
        ms: raw.ms,
        headers: [...raw.headers.entries()],
        body,
        href: body.kind === 'binary' ? URL.createObjectURL(raw.data) : undefined,
      });
    } catch (error) {
      if (error instanceof RequestError && error.kind === 'aborted') return;
      setAnswer(null);
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      if (controller.current === current) setSending(false);
    }
  }, [operation, values, bodyText]);

  const reset = useCallback(() => {
    controller.current?.abort();
    setValues(initialValues(doc, operation));
    setBodyText(draft);
    setProblem(null);
    setAnswer(null);
    setFailure(null);
    setSending(false);
  }, [doc, operation, draft]);

  const parameters = operation.parameters.filter((parameter) => parameter.in !== 'cookie');
  const envelope = answer?.body.kind === 'json' ? answer.body.envelope : undefined;
  const code = envelope?.code;
  const refused = typeof code === 'number' && code !== 200;

  return (
    <section className="api-docs__try" aria-label={t('swagger.try.title')}>
      <h4 className="api-docs__heading">{t('swagger.try.title')}</h4>
      {parameters.length > 0 ? (
        <div className="api-docs__try-fields">
          {parameters.map((parameter) => {
            const key = parameterKey(parameter);
            const id = `try-${operation.id}-${key}`.replace(/[^\w-]/g, '_');
            const schema = schemaOf(doc, parameter);
            const choices = choicesOf(schema);
            const label = `${parameter.name} (${t(`swagger.location.${parameter.in}`)})`;
            const set = (value: string) => setValues((old) => ({ ...old, [key]: value }));
            return (
              <div key={key} className="api-docs__try-field">
                <label htmlFor={id}>
                  <code>{parameter.name}</code>
                  {parameter.required || parameter.in === 'path' ? (
                    <span className="api-docs__required"> *</span>
                  ) : null}{' '}
                  <span className="api-docs__muted">{t(`swagger.location.${parameter.in}`)}</span>
                </label>
                {choices ? (
                  <Select
                    id={id}
                    aria-label={label}
                    allowClear
                    value={values[key] || undefined}
                    placeholder={t('swagger.try.choose')}
                    options={choices.map((choice) => ({ value: choice, label: choice }))}
                    onChange={(value?: string) => set(value ?? '')}
                  />
                ) : (
                  <Input
                    id={id}
                    aria-label={label}
                    value={values[key] ?? ''}
                    placeholder={parameter.description ?? schema.description ?? ''}
                    onChange={(event) => set(event.target.value)}
                  />
                )}
              </div>
            );
          })}
        </div>
      ) : null}
      {editable ? (
        <div className="api-docs__try-body">
          <label htmlFor={`try-${operation.id}-body`.replace(/[^\w-]/g, '_')}>
            {t('swagger.try.body')}{' '}
            <span className="api-docs__muted">{operation.requestBody?.content?.contentType}</span>
          </label>
          <Input.TextArea
            id={`try-${operation.id}-body`.replace(/[^\w-]/g, '_')}
            aria-label={t('swagger.try.body')}
            className="api-docs__code"
            value={bodyText}
            spellCheck={false}
            rows={Math.min(18, Math.max(4, bodyText.split('\n').length))}
            status={bodyInvalid ? 'error' : undefined}
            onChange={(event) => setBodyText(event.target.value)}
          />
          {bodyInvalid ? (
            <div className="api-docs__try-error" role="alert">
              {t('swagger.try.badJson', { reason: bodyInvalid })}
            </div>
          ) : null}
        </div>
      ) : operation.requestBody?.content ? (
        <p className="api-docs__muted">
          {t('swagger.try.bodyNotHere', { type: operation.requestBody.content.contentType })}
        </p>
      ) : null}
      <Space className="api-docs__try-actions">
        <Button type="primary" loading={sending} disabled={!!bodyInvalid} onClick={() => void send()}>
          {t('swagger.try.send')}
        </Button>
        <Button onClick={reset}>{t('swagger.try.reset')}</Button>
      </Space>
      {problem && problem.missing.length > 0 ? (
        <Alert
          className="api-docs__try-alert"
          type="warning"
          showIcon
          title={t('swagger.try.missing', { names: problem.missing.join(', ') })}
        />
      ) : null}
      {failure ? (
        <Alert
          className="api-docs__try-alert"
          type="error"
          showIcon
          title={t('swagger.try.failed')}
          description={failure}
        />
      ) : null}
      {answer ? (
        <div className="api-docs__answer" role="region" aria-label={t('swagger.try.answer')}>
          <div className="api-docs__answer-line">
            <Tag color={answer.status >= 200 && answer.status < 300 ? 'green' : 'red'}>
              HTTP {answer.status}
              {answer.statusText ? ` ${answer.statusText}` : ''}
            </Tag>
            {typeof code === 'number' ? (
              <Tag color={refused ? 'red' : 'green'}>{t('swagger.try.code', { code })}</Tag>
            ) : null}
            <span className="api-docs__muted">{t('swagger.try.took', { ms: answer.ms })}</span>
          </div>
          {refused && typeof envelope?.msg === 'string' ? (
            <Alert className="api-docs__try-alert" type="error" showIcon title={envelope.msg} />
          ) : null}
          <details className="api-docs__answer-headers">
            <summary>{t('swagger.try.headers', { count: answer.headers.length })}</summary>
            <table className="api-docs__table">
              <tbody>
                {answer.headers.map(([name, value]) => (
                  <tr key={name}>
                    <th scope="row">
                      <code>{name}</code>
                    </th>
                    <td>
                      <code>{value}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
          {answer.body.kind === 'json' || answer.body.kind === 'text' ? (
            <pre className="api-docs__answer-body" aria-label={t('swagger.try.responseBody')}>
              {answer.body.text}
            </pre>
          ) : answer.body.kind === 'binary' ? (
            <p>
              <a href={answer.href} download={answer.body.fileName}>
                {t('swagger.try.download', { name: answer.body.fileName })}
              </a>{' '}
              <span className="api-docs__muted">
                {sizeText(answer.body.size)}
                {answer.body.type ? ` · ${answer.body.type}` : ''}
              </span>
            </p>
          ) : (
            <p className="api-docs__muted">{t('swagger.try.empty')}</p>
          )}
        </div>
      ) : null}
    </section>
  );
}

import { useMemo } from 'react';
import { Tag } from '@dis/ui';
import { useToolsTranslation } from '../../i18n';
import { FieldsTable } from './FieldsTable';
import type { OpenApiDocument } from './openapiTypes';
import type { ApiContent, ApiOperation } from './operations';
import { ParametersTable } from './ParametersTable';
import { describeSchema } from './schemaFields';
import { TryIt } from './TryIt';
import { localText } from './tryItCall';

/** Text with `inline code` spans, as descriptions in the document are written. */
function DescriptionText({ text }: { text: string }) {
  return (
    <>{text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}</>
  );
}

function ContentSchema({ doc, content }: { doc: OpenApiDocument; content: ApiContent }) {
  const view = useMemo(() => describeSchema(doc, content.schema), [doc, content.schema]);
  return (
    <>
      <div className="api-docs__content-type">
        <code>{content.contentType}</code>
        {view ? <code className="api-docs__type">{view.type}</code> : null}
      </div>
      {view?.description ? <p className="api-docs__muted">{view.description}</p> : null}
      {view ? <FieldsTable fields={view.fields} /> : null}
    </>
  );
}

/**
 * Everything about one operation: description, parameters, body, responses and 试一试 (the
 * permission is the badge on the operation's line).
 */
export function OperationDetail({ doc, operation }: { doc: OpenApiDocument; operation: ApiOperation }) {
  const { t, lang } = useToolsTranslation();
  return (
    <div className="api-docs__detail">
      {operation.description ? (
        <p className="api-docs__description">
          <DescriptionText text={localText(operation.description, lang)} />
        </p>
      ) : null}
      <h4 className="api-docs__heading">{t('swagger.parameters')}</h4>
      <ParametersTable doc={doc} parameters={operation.parameters} />
      {operation.requestBody ? (
        <>
          <h4 className="api-docs__heading">
            {t('swagger.requestBody')}
            {operation.requestBody.required ? <span className="api-docs__required"> *</span> : null}
          </h4>
          {operation.requestBody.description ? (
            <p className="api-docs__muted">{operation.requestBody.description}</p>
          ) : null}
          {operation.requestBody.content ? (
            <ContentSchema doc={doc} content={operation.requestBody.content} />
          ) : null}
        </>
      ) : null}
      <h4 className="api-docs__heading">{t('swagger.responses')}</h4>
      {operation.responses.map((response) => (
        <div key={response.status} className="api-docs__response">
          <div>
            <Tag color={response.status.startsWith('2') ? 'green' : 'orange'}>{response.status}</Tag>
            {response.description}
          </div>
          {response.content ? <ContentSchema doc={doc} content={response.content} /> : null}
        </div>
      ))}
      <TryIt doc={doc} operation={operation} />
    </div>
  );
}

import { Tag } from '@dis/ui';
import { useToolsTranslation } from '../../i18n';
import type { ApiOperation, HttpMethod } from './operations';

const METHOD_COLORS: Record<HttpMethod, string> = {
  get: 'blue',
  post: 'green',
  put: 'orange',
  patch: 'cyan',
  delete: 'red',
  head: 'default',
  options: 'default',
};

/** The line of an operation in the list: method badge, path, summary and markers. */
export function OperationHeader({ operation }: { operation: ApiOperation }) {
  const { t } = useToolsTranslation();
  return (
    <div className="api-docs__operation">
      <Tag className="api-docs__method" color={METHOD_COLORS[operation.method]}>
        {operation.method.toUpperCase()}
      </Tag>
      <code className={operation.deprecated ? 'api-docs__path api-docs__path--deprecated' : 'api-docs__path'}>
        {operation.path}
      </code>
      <span className="api-docs__summary">{operation.summary}</span>
      {operation.permissions.map((permission) => (
        <Tag key={permission} color="purple" className="api-docs__permission">
          {permission}
        </Tag>
      ))}
      {operation.public ? <Tag color="gold">{t('swagger.public')}</Tag> : null}
      {operation.deprecated ? <Tag>{t('swagger.deprecated')}</Tag> : null}
    </div>
  );
}

import { Tag } from '@dis/ui';
import { useToolsTranslation } from '../../i18n';
import type { ApiOperation, HttpMethod } from './operations';
import { localText } from './tryItCall';

const METHOD_COLORS: Record<HttpMethod, string> = {
  get: 'blue',
  post: 'green',
  put: 'orange',
  patch: 'cyan',
  delete: 'red',
  head: 'default',
  options: 'default',
};

/**
 * Who may call an operation, as one badge: its permission, or 登录即可 (any session), or 无需登录.
 * Shown once, on the operation's line.
 */
export function AccessBadge({ operation }: { operation: ApiOperation }) {
  const { t } = useToolsTranslation();
  if (operation.permissions.length > 0) {
    const names = operation.permissions.join(' / ');
    return (
      <Tag
        color="purple"
        className="api-docs__permission"
        title={t('swagger.permission')}
        aria-label={`${t('swagger.permission')}: ${names}`}
      >
        {names}
      </Tag>
    );
  }
  if (operation.public) return <Tag color="gold">{t('swagger.public')}</Tag>;
  return <Tag color="geekblue">{t('swagger.loginOnly')}</Tag>;
}

/** The line of an operation in the list: method badge, path, summary and markers. */
export function OperationHeader({ operation }: { operation: ApiOperation }) {
  const { t, lang } = useToolsTranslation();
  return (
    <div className="api-docs__operation">
      <Tag className="api-docs__method" color={METHOD_COLORS[operation.method]}>
        {operation.method.toUpperCase()}
      </Tag>
      <code className={operation.deprecated ? 'api-docs__path api-docs__path--deprecated' : 'api-docs__path'}>
        {operation.path}
      </code>
      <span className="api-docs__summary">{localText(operation.summary, lang)}</span>
      <AccessBadge operation={operation} />
      {operation.deprecated ? <Tag>{t('swagger.deprecated')}</Tag> : null}
    </div>
  );
}

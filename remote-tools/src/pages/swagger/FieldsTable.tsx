import type { FieldRow } from './schemaFields';
import { useToolsTranslation } from '../../i18n';

/** A schema's fields as a table: nested fields indented under their parent. */
export function FieldsTable({ fields }: { fields: readonly FieldRow[] }) {
  const { t } = useToolsTranslation();
  if (fields.length === 0) return <p className="api-docs__muted">{t('swagger.noFields')}</p>;
  return (
    <table className="api-docs__table">
      <thead>
        <tr>
          <th scope="col">{t('swagger.name')}</th>
          <th scope="col">{t('swagger.type')}</th>
          <th scope="col">{t('swagger.required')}</th>
          <th scope="col">{t('swagger.description')}</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field.key}>
            <td>
              <code className="api-docs__field" style={{ paddingInlineStart: field.depth * 18 }}>
                {field.depth > 0 ? (
                  <span className="api-docs__branch" aria-hidden="true">
                    └{' '}
                  </span>
                ) : null}
                {field.name}
              </code>
            </td>
            <td>
              <code className="api-docs__type">{field.type}</code>
            </td>
            <td>
              {field.required ? (
                <strong className="api-docs__required">{t('swagger.yes')}</strong>
              ) : (
                t('swagger.no')
              )}
            </td>
            <td>
              {field.description}
              {field.values ? (
                <div className="api-docs__muted">
                  {t('swagger.values', { values: field.values.join(', ') })}
                </div>
              ) : null}
              {field.recursive ? <div className="api-docs__muted">{t('swagger.recursive')}</div> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

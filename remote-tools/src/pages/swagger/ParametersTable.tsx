import type { ParameterObject, OpenApiDocument } from './openapiTypes';
import { describeValue } from './schemaFields';
import { useToolsTranslation } from '../../i18n';

/** The path, query and header parameters of an operation. */
export function ParametersTable({
  doc,
  parameters,
}: {
  doc: OpenApiDocument;
  parameters: readonly ParameterObject[];
}) {
  const { t } = useToolsTranslation();
  if (parameters.length === 0) return <p className="api-docs__muted">{t('swagger.noParameters')}</p>;
  return (
    <table className="api-docs__table">
      <thead>
        <tr>
          <th scope="col">{t('swagger.name')}</th>
          <th scope="col">{t('swagger.in')}</th>
          <th scope="col">{t('swagger.type')}</th>
          <th scope="col">{t('swagger.required')}</th>
          <th scope="col">{t('swagger.description')}</th>
        </tr>
      </thead>
      <tbody>
        {parameters.map((parameter) => {
          const value = describeValue(doc, parameter.schema);
          return (
            <tr key={`${parameter.in}:${parameter.name}`}>
              <td>
                <code className="api-docs__field">{parameter.name}</code>
              </td>
              <td>{t(`swagger.location.${parameter.in}`)}</td>
              <td>
                <code className="api-docs__type">{value.type}</code>
              </td>
              <td>
                {parameter.required ? (
                  <strong className="api-docs__required">{t('swagger.yes')}</strong>
                ) : (
                  t('swagger.no')
                )}
              </td>
              <td>
                {parameter.description ?? parameter.schema?.description ?? ''}
                {value.values ? (
                  <div className="api-docs__muted">
                    {t('swagger.values', { values: value.values.join(', ') })}
                  </div>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

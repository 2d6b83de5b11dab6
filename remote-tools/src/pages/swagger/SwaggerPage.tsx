import { useCallback, useEffect, useMemo, useState } from 'react';
import { Collapse, Empty, Input, LoadFailed, SearchOutlined, Spin } from '@dis/ui';
import { useToolsTranslation } from '../../i18n';
import { fetchApiDocument } from './api';
import type { OpenApiDocument } from './openapiTypes';
import { OperationDetail } from './OperationDetail';
import { OperationHeader } from './OperationHeader';
import { filterGroups, groupOperations } from './operations';
import { localText } from './tryItCall';
import './apiDocs.css';

/** 系统接口: the server's OpenAPI document as a readable reference, grouped by tag. */
export default function SwaggerPage() {
  const { t, lang } = useToolsTranslation();
  const [doc, setDoc] = useState<OpenApiDocument | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [filter, setFilter] = useState('');

  useEffect(() => {
    let live = true;
    fetchApiDocument().then(
      (answer) => {
        if (live) setDoc(answer);
      },
      (failure: unknown) => {
        if (live) setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setError(null);
    setAttempt((n) => n + 1);
  }, []);

  const groups = useMemo(() => (doc ? groupOperations(doc) : []), [doc]);
  const shown = useMemo(() => filterGroups(groups, filter), [groups, filter]);
  const count = shown.reduce((sum, group) => sum + group.operations.length, 0);

  if (error) {
    return (
      <div className="api-docs">
        <LoadFailed title={t('swagger.loadFailed')} reason={error} onRetry={retry} />
      </div>
    );
  }
  if (!doc) {
    return (
      <div className="api-docs api-docs--loading">
        <Spin size="large" />
      </div>
    );
  }

  return (
    <div className="api-docs">
      <div className="api-docs__top">
        <h1 className="api-docs__title">
          {doc.info?.title || t('swagger.title')}{' '}
          {doc.info?.version ? <small>v{doc.info.version}</small> : null}
        </h1>
        <Input
          className="api-docs__filter"
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('swagger.filter')}
          aria-label={t('swagger.filter')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <span className="api-docs__muted">{t('swagger.count', { count })}</span>
      </div>
      {doc.info?.description ? <p className="api-docs__description">{doc.info.description}</p> : null}
      {shown.length === 0 ? (
        <Empty description={groups.length === 0 ? t('swagger.noOperations') : t('swagger.noMatch')} />
      ) : (
        shown.map((group) => (
          <section
            key={group.tag}
            className="api-docs__group"
            aria-label={group.tag || t('swagger.untagged')}
          >
            <h2 className="api-docs__group-title">{group.tag || t('swagger.untagged')}</h2>
            {group.description ? (
              <p className="api-docs__muted">{localText(group.description, lang)}</p>
            ) : null}
            <Collapse
              size="small"
              destroyOnHidden
              items={group.operations.map((operation) => ({
                key: operation.id,
                label: <OperationHeader operation={operation} />,
                children: <OperationDetail doc={doc} operation={operation} />,
              }))}
            />
          </section>
        ))
      )}
    </div>
  );
}

import type { AjaxResultOf, SysCache } from '@dis/contract';
import { http } from '@dis/shared/request';
import { confirmAction } from '@dis/ui';
import { Button, Card, Input, Table } from '@dis/ui';
import { useCallback, useEffect, useState } from 'react';
import { useMonitorTranslation } from '../../../i18n';
import '../../server/serverPage.css';

const BASE = '/monitor/cache';
const enc = encodeURIComponent;

/**
 * 缓存列表: the cache names, the keys of the chosen name, the value of the chosen key; clearing a
 * key, a name or everything asks first (docs/monitor/stats.md).
 */
export default function CacheListPage() {
  const { t } = useMonitorTranslation();
  const [names, setNames] = useState<SysCache[]>([]);
  const [name, setName] = useState<string>();
  const [keys, setKeys] = useState<string[]>([]);
  const [value, setValue] = useState<SysCache>();
  const [loading, setLoading] = useState({ names: false, keys: false });

  const loadNames = useCallback(async () => {
    setLoading((l) => ({ ...l, names: true }));
    try {
      setNames((await http.get<AjaxResultOf<SysCache[]>>(`${BASE}/getNames`)).data);
    } finally {
      setLoading((l) => ({ ...l, names: false }));
    }
  }, []);

  const loadKeys = useCallback(async (cacheName: string | undefined) => {
    setValue(undefined);
    if (!cacheName) return setKeys([]);
    setLoading((l) => ({ ...l, keys: true }));
    try {
      setKeys((await http.get<AjaxResultOf<string[]>>(`${BASE}/getKeys/${enc(cacheName)}`)).data);
    } finally {
      setLoading((l) => ({ ...l, keys: false }));
    }
  }, []);

  useEffect(() => {
    // the first load starts after mount (a timer keeps setState out of the effect's own body)
    const timer = setTimeout(() => void loadNames().catch(() => undefined), 0);
    return () => clearTimeout(timer);
  }, [loadNames]);

  const chooseName = (cacheName: string) => {
    setName(cacheName);
    void loadKeys(cacheName).catch(() => undefined);
  };
  const chooseKey = (cacheKey: string) => {
    if (!name) return;
    void http.get<AjaxResultOf<SysCache>>(`${BASE}/getValue/${enc(name)}/${enc(cacheKey)}`).then(
      (answer) => setValue(answer.data),
      () => undefined,
    );
  };

  const reloadKeys = () => void loadKeys(name).catch(() => undefined);

  const clearName = (cacheName: string) =>
    void confirmAction({
      question: t('cacheList.confirmClearName', { name: cacheName }),
      action: () => http.delete(`${BASE}/clearCacheName/${enc(cacheName)}`),
      done: t('cacheList.clearedName', { name: cacheName }),
    }).then((done) => done && cacheName === name && reloadKeys());
  const clearKey = (cacheKey: string) =>
    void confirmAction({
      question: t('cacheList.confirmClearKey', { key: cacheKey }),
      action: () => http.delete(`${BASE}/clearCacheKey/${enc(cacheKey)}`),
      done: t('cacheList.clearedKey', { key: cacheKey }),
    }).then((done) => done && reloadKeys());
  const clearAll = () =>
    void confirmAction({
      question: t('cacheList.confirmClearAll'),
      action: () => http.delete(`${BASE}/clearCacheAll`),
      done: t('cacheList.clearedAll'),
    }).then((done) => done && reloadKeys());

  const refreshButton = (onClick: () => void, testId: string) => (
    <Button type="link" size="small" onClick={onClick} data-testid={testId}>
      {t('cacheList.refresh')}
    </Button>
  );

  return (
    <div className="cache-list-page" data-testid="cache-list-page">
      <div className="stats-grid stats-grid--three">
        <div>
          <Card
            size="small"
            title={t('cacheList.names')}
            extra={refreshButton(() => void loadNames().catch(() => undefined), 'refresh-names')}
          >
            <Table<SysCache>
              size="small"
              rowKey="cacheName"
              loading={loading.names}
              pagination={false}
              dataSource={names}
              rowClassName={(row) => (row.cacheName === name ? 'cache-list-page__selected' : '')}
              onRow={(row) => ({ onClick: () => chooseName(row.cacheName) })}
              columns={[
                { title: t('cacheList.index'), width: 60, render: (_v, _r, index) => index + 1 },
                {
                  title: t('cacheList.cacheName'),
                  dataIndex: 'cacheName',
                  ellipsis: true,
                  render: (cacheName: string) => cacheName.replace(/:$/, ''),
                },
                { title: t('cacheList.remark'), dataIndex: 'remark', ellipsis: true },
                {
                  title: t('cacheList.actions'),
                  width: 70,
                  render: (_v, row) => (
                    <Button
                      type="link"
                      danger
                      size="small"
                      aria-label={`${t('cacheList.clear')} ${row.cacheName}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        clearName(row.cacheName);
                      }}
                    >
                      {t('cacheList.clear')}
                    </Button>
                  ),
                },
              ]}
            />
          </Card>
        </div>
        <div>
          <Card
            size="small"
            title={t('cacheList.keys')}
            extra={refreshButton(() => void loadKeys(name).catch(() => undefined), 'refresh-keys')}
          >
            <Table<{ key: string }>
              size="small"
              rowKey="key"
              loading={loading.keys}
              pagination={false}
              scroll={{ y: 480 }}
              dataSource={keys.map((key) => ({ key }))}
              rowClassName={(row) =>
                row.key === (value && `${value.cacheName}:${value.cacheKey}`)
                  ? 'cache-list-page__selected'
                  : ''
              }
              onRow={(row) => ({ onClick: () => chooseKey(row.key) })}
              columns={[
                { title: t('cacheList.index'), width: 60, render: (_v, _r, index) => index + 1 },
                {
                  title: t('cacheList.cacheKey'),
                  dataIndex: 'key',
                  ellipsis: true,
                  render: (key: string) => (name ? key.slice(name.length) : key),
                },
                {
                  title: t('cacheList.actions'),
                  width: 70,
                  render: (_v, row) => (
                    <Button
                      type="link"
                      danger
                      size="small"
                      aria-label={`${t('cacheList.clear')} ${row.key}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        clearKey(row.key);
                      }}
                    >
                      {t('cacheList.clear')}
                    </Button>
                  ),
                },
              ]}
            />
          </Card>
        </div>
        <div>
          <Card
            size="small"
            title={t('cacheList.content')}
            extra={
              <Button type="link" danger size="small" onClick={clearAll}>
                {t('cacheList.clearAll')}
              </Button>
            }
          >
            <div>
              <label className="cache-list-page__field">
                <span>{t('cacheList.cacheName')}</span>
                <Input readOnly value={value?.cacheName ?? ''} aria-label={t('cacheList.cacheName')} />
              </label>
              <label className="cache-list-page__field">
                <span>{t('cacheList.cacheKey')}</span>
                <Input readOnly value={value?.cacheKey ?? ''} aria-label={t('cacheList.cacheKey')} />
              </label>
              <label className="cache-list-page__field">
                <span>{t('cacheList.cacheValue')}</span>
                <Input.TextArea
                  readOnly
                  rows={8}
                  aria-label={t('cacheList.cacheValue')}
                  value={value ? (value.cacheValue ?? t('cacheList.gone')) : ''}
                />
              </label>
            </div>
          </Card>
        </div>
      </div>
    </div>
  );
}

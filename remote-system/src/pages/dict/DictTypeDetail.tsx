import { useEffect, useState } from 'react';
import type { DictDataRow, DictTypeRow } from '@dis/contract';
import { DictTag, Drawer, Spin, Table, type DictOption, type TableColumnsType } from '@dis/ui';
import { useSystemTranslation } from '../../i18n';
import { dictData } from './data/api';
import { entryOption } from './data/dictData';
import { localizedName } from './dictWords';

/** RuoYi's detail reads the first hundred entries of the type. */
export const DETAIL_PAGE_SIZE = 100;

export interface DictTypeDetailProps {
  type: DictTypeRow;
  /** `sys_normal_disable` */
  statuses: readonly DictOption[];
  onClose: () => void;
}

const FIELDS_STYLE = {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '8px 16px',
  margin: '0 0 16px',
};
const COUNTS_STYLE = { display: 'flex', gap: 24, listStyle: 'none', padding: 0, margin: '0 0 12px' };

interface Entries {
  total: number;
  rows: DictDataRow[];
}

/**
 * A dictionary type's detail (字典类型 clicked on 字典管理, docs/system/dict-config.md): its fields,
 * how many entries it has (共计 / 正常 / 停用) and those entries as their tags, in a drawer.
 */
export default function DictTypeDetail({ type, statuses, onClose }: DictTypeDetailProps) {
  const { t, lang } = useSystemTranslation();
  const [entries, setEntries] = useState<Entries | null>(null);
  useEffect(() => {
    let live = true;
    // a failure was reported by the request client
    dictData.list({ dictType: type.dictType ?? '', pageNum: 1, pageSize: DETAIL_PAGE_SIZE }).then(
      (answer) => live && setEntries({ total: answer.total ?? answer.rows.length, rows: answer.rows }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [type.dictType]);

  const name = localizedName(lang, type.dictName, type.dictNameEn);
  const rows = entries?.rows ?? [];
  const counts = [
    { key: 'total', value: entries?.total ?? 0 },
    { key: 'normal', value: rows.filter((row) => row.status === '0').length },
    { key: 'disabled', value: rows.filter((row) => row.status === '1').length },
  ];
  const columns: TableColumnsType<DictDataRow> = [
    {
      key: 'dictLabel',
      title: t('dict.data.dictLabel'),
      render: (_: unknown, row) => <DictTag options={[entryOption(row, lang)]} value={row.dictValue} />,
    },
    { key: 'dictValue', title: t('dict.data.dictValue'), dataIndex: 'dictValue' },
    {
      key: 'status',
      title: t('dict.data.status'),
      render: (_: unknown, row) => <DictTag options={statuses} value={row.status} />,
    },
  ];
  return (
    <Drawer
      open
      title={`${name}\u3000${type.dictType ?? ''}`}
      placement="right"
      size={Math.min(700, typeof window === 'undefined' ? 700 : window.innerWidth)}
      onClose={onClose}
      destroyOnHidden
    >
      <dl style={FIELDS_STYLE}>
        <dt>{t('dict.dictName')}</dt>
        <dd style={{ margin: 0 }}>{name}</dd>
        <dt>{t('dict.dictType')}</dt>
        <dd style={{ margin: 0 }}>{type.dictType}</dd>
        <dt>{t('dict.status')}</dt>
        <dd style={{ margin: 0 }}>
          <DictTag options={statuses} value={type.status} />
        </dd>
        <dt>{t('dict.remark')}</dt>
        <dd style={{ margin: 0 }}>{type.remark || '-'}</dd>
        <dt>{t('dict.createTime')}</dt>
        <dd style={{ margin: 0 }}>{type.createTime}</dd>
      </dl>
      {entries === null ? (
        <Spin />
      ) : (
        <>
          <ul style={COUNTS_STYLE} aria-label={t('dict.detail.counts')}>
            {counts.map((count) => (
              <li key={count.key}>
                {t(`dict.detail.${count.key}`)} <strong>{count.value}</strong>
              </li>
            ))}
          </ul>
          <Table<DictDataRow>
            rowKey="dictCode"
            size="small"
            columns={columns}
            dataSource={rows}
            pagination={false}
          />
        </>
      )}
    </Drawer>
  );
}

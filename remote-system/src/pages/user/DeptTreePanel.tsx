import { useCallback, useEffect, useMemo, useState } from 'react';
import type { TreeSelect } from '@dis/shared';
import { Alert, Button, Empty, Input, SearchOutlined, Spin, Tree, type TreeDataNode } from '@dis/ui';
import { useSystemTranslation } from '../../i18n';
import { fetchDeptTree } from './api';
import { filterDeptTree } from './deptTree';

function toTreeData(nodes: readonly TreeSelect[]): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: node.label,
    children: node.children ? toTreeData(node.children) : undefined,
  }));
}

export interface DeptTreePanelProps {
  selectedDeptId?: number;
  /** a department was clicked (undefined: the selected one was clicked again) */
  onSelect: (deptId: number | undefined) => void;
}

/** 组织机构: the department tree, all expanded, with a box that filters it by name. */
export function DeptTreePanel({ selectedDeptId, onSelect }: DeptTreePanelProps) {
  const { t } = useSystemTranslation();
  const [depts, setDepts] = useState<TreeSelect[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    fetchDeptTree()
      .then((tree) => {
        if (!live) return;
        setDepts(tree);
        setError(null);
      })
      .catch((failure: unknown) => {
        if (live) setError(failure instanceof Error ? failure.message : String(failure));
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setLoading(true);
    setAttempt((n) => n + 1);
  }, []);

  const treeData = useMemo(() => toTreeData(filterDeptTree(depts, filter)), [depts, filter]);

  return (
    <aside className="user-page__depts" aria-label={t('user.deptTitle')}>
      <h2 className="user-page__depts-title">{t('user.deptTitle')}</h2>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('user.deptSearch')}
        aria-label={t('user.deptSearch')}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      <div className="user-page__depts-tree">
        {error ? (
          <Alert
            type="error"
            showIcon
            title={t('user.deptLoadFailed')}
            description={error}
            action={
              <Button size="small" onClick={retry}>
                {t('user.retry')}
              </Button>
            }
          />
        ) : loading ? (
          <Spin />
        ) : treeData.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={filter ? t('user.deptNoMatch') : undefined}
          />
        ) : (
          <Tree
            // mounted anew for each filter so that every node starts expanded
            key={filter}
            blockNode
            defaultExpandAll
            treeData={treeData}
            selectedKeys={selectedDeptId === undefined ? [] : [selectedDeptId]}
            onSelect={(keys) => onSelect(keys.length > 0 ? Number(keys[0]) : undefined)}
          />
        )}
      </div>
    </aside>
  );
}

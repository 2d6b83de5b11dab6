import { useMemo, useState, type Key } from 'react';
import { useTranslation, type TreeSelect } from '@dis/shared';
import { useQuery } from '@dis/shared/query';
import {
  LoadFailed,
  useKitQueryClient,
  branchTreeKeys,
  Button,
  Empty,
  Input,
  MinusOutlined,
  PlusOutlined,
  ReloadOutlined,
  SearchOutlined,
  Spin,
  Tree,
  type TreeDataNode,
} from '@dis/ui';
import { useSystemTranslation } from '../../i18n';
import { deptTreeQuery } from './api';
import { filterDeptTree } from './deptTree';

const NO_DEPTS: TreeSelect[] = [];

function toTreeData(nodes: readonly TreeSelect[]): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: node.label,
    children: node.children ? toTreeData(node.children) : undefined,
  }));
}

export interface DeptTreePanelProps {
  /** hidden by the panel's collapse handle (kept mounted: the tree and its filter stay) */
  hidden?: boolean;
  selectedDeptId?: number;
  /** a department was clicked (undefined: the selected one was clicked again) */
  onSelect: (deptId: number | undefined) => void;
}

/**
 * 组织机构: the department tree, all expanded, with a box that filters it by name, 展开全部 /
 * 收起全部 and 刷新 (read again; docs/system/user.md "The list page").
 */
export function DeptTreePanel({ hidden, selectedDeptId, onSelect }: DeptTreePanelProps) {
  const { t } = useSystemTranslation();
  const { lang } = useTranslation();
  // a query of the console's cache: the document's carried answer is in the first render
  const tree = useQuery(deptTreeQuery(lang), useKitQueryClient());
  const depts = tree.data?.data ?? NO_DEPTS;
  const loading = tree.isFetching;
  const error = tree.isError ? (tree.error instanceof Error ? tree.error.message : String(tree.error)) : null;
  const [filter, setFilter] = useState('');
  // the open branches; `null`: all of them (after a load or a new filter)
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const [loaded, setLoaded] = useState(tree.data);
  if (loaded !== tree.data) {
    setLoaded(tree.data);
    setExpanded(null);
  }
  const retry = () => void tree.refetch();

  const shown = useMemo(() => filterDeptTree(depts, filter), [depts, filter]);
  const treeData = useMemo(() => toTreeData(shown), [shown]);
  const branches = useMemo(() => branchTreeKeys(shown), [shown]);

  return (
    <aside className="user-page__depts" aria-label={t('user.deptTitle')} hidden={hidden}>
      <div className="user-page__depts-head">
        <h2 className="user-page__depts-title">{t('user.deptTitle')}</h2>
        <Button
          type="text"
          size="small"
          icon={<PlusOutlined />}
          title={t('user.expandAll')}
          aria-label={t('user.expandAll')}
          onClick={() => setExpanded(null)}
        />
        <Button
          type="text"
          size="small"
          icon={<MinusOutlined />}
          title={t('user.collapseAll')}
          aria-label={t('user.collapseAll')}
          onClick={() => setExpanded([])}
        />
        <Button
          type="text"
          size="small"
          icon={<ReloadOutlined />}
          title={t('user.deptRefresh')}
          aria-label={t('user.deptRefresh')}
          disabled={loading}
          onClick={retry}
        />
      </div>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('user.deptSearch')}
        aria-label={t('user.deptSearch')}
        value={filter}
        onChange={(event) => {
          setFilter(event.target.value);
          setExpanded(null);
        }}
      />
      <div className="user-page__depts-tree">
        {error ? (
          <LoadFailed title={t('user.deptLoadFailed')} reason={error} onRetry={retry} />
        ) : loading ? (
          <Spin />
        ) : treeData.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={filter ? t('user.deptNoMatch') : undefined}
          />
        ) : (
          <Tree
            blockNode
            treeData={treeData}
            expandedKeys={expanded ?? branches}
            onExpand={(keys) => setExpanded(keys)}
            selectedKeys={selectedDeptId === undefined ? [] : [selectedDeptId]}
            onSelect={(keys) => onSelect(keys.length > 0 ? Number(keys[0]) : undefined)}
          />
        )}
      </div>
    </aside>
  );
}

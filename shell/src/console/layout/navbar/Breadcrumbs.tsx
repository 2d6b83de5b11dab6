import { Link, useTranslation } from '@dis/shared';
import { Breadcrumb } from '@dis/ui';
import type { Crumb } from './breadcrumb';

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('console.breadcrumb')} className="console-breadcrumb">
      <Breadcrumb
        items={crumbs.map((crumb, index) => ({
          key: `${index}:${crumb.title}`,
          title: crumb.to ? (
            <Link to={crumb.to}>{crumb.title}</Link>
          ) : (
            <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.title}</span>
          ),
        }))}
      />
    </nav>
  );
}

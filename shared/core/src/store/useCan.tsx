import { useCallback, type ReactNode } from 'react';
import { hasPermiAnd, hasPermiOr, hasRoleAnd, hasRoleOr } from '@dis/shared';
import { useAppSelector } from './store';

type Wanted = string | readonly string[];

/** Permission checks bound to the signed-in user; components re-render when the user changes. */
export function useCan() {
  const permissions = useAppSelector((s) => s.user.permissions);
  const roles = useAppSelector((s) => s.user.roles);
  return {
    hasPermi: useCallback((p: Wanted) => hasPermiOr(permissions, p), [permissions]),
    hasPermiAll: useCallback((p: Wanted) => hasPermiAnd(permissions, p), [permissions]),
    hasRole: useCallback((r: Wanted) => hasRoleOr(roles, r), [roles]),
    hasRoleAll: useCallback((r: Wanted) => hasRoleAnd(roles, r), [roles]),
  };
}

export interface CanProps {
  /** permission(s); any-of unless `all` */
  perm?: Wanted;
  /** role(s); any-of unless `all` */
  role?: Wanted;
  all?: boolean;
  children: ReactNode;
  fallback?: ReactNode;
}

/** Renders its children only when the user may: `<Can perm="system:user:add">…</Can>`. */
export function Can({ perm, role, all = false, children, fallback = null }: CanProps) {
  const can = useCan();
  let allowed = true;
  if (perm !== undefined) allowed = all ? can.hasPermiAll(perm) : can.hasPermi(perm);
  if (allowed && role !== undefined) allowed = all ? can.hasRoleAll(role) : can.hasRole(role);
  return <>{allowed ? children : fallback}</>;
}

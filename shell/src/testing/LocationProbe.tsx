import { useLocation } from '@dis/shared';

/** Shows where the router is, for tests. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

import { queryKeys, WRITES_ALSO_CHANGE, type ResourceKey } from '@dis/contract/resources';
import type { QueryClient } from '@dis/shared/query';
import * as requests from '@dis/shared/request';

/** The clients whose reads follow the writes (one subscription each). */
const following = new WeakSet<QueryClient>();

/**
 * A write the server accepted makes the reads of its resource stale in `client`
 * (docs/site/rendering.md "A write makes its reads stale"): the reads on screen are asked again at
 * once — a list open in another tab shows the saved row without a reload — and the others when
 * next shown. The resource is the one whose path the write's address falls under
 * (`queryKeys.resourceOf`), with the reads that show its rows elsewhere (`WRITES_ALSO_CHANGE`).
 */
export function followWrites(client: QueryClient): void {
  // a page's unit test may stand in for the request module with the few calls it needs
  if (following.has(client) || typeof requests.onRequestEvent !== 'function') return;
  following.add(client);
  requests.onRequestEvent((event) => {
    if (event.type !== 'written') return;
    const resource = queryKeys.resourceOf(event.url);
    if (!resource) return;
    const stale = [resource, ...(WRITES_ALSO_CHANGE[resource as ResourceKey] ?? [])];
    for (const key of stale) void client.invalidateQueries({ queryKey: [key] });
  });
}

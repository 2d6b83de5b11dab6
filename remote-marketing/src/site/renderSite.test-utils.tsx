import { Suspense, type ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from '@dis/shared';

/** A route to render at: a path, or a location with its router state (a link's `state`). */
export type SiteRoute = string | { pathname: string; hash?: string; state?: unknown };

/** Renders a public-site component at a route, with the Suspense boundary its words need, once they are in. */
export async function renderSite(ui: ReactElement, route: SiteRoute = '/'): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <MemoryRouter initialEntries={[route]}>
        <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
      </MemoryRouter>,
    );
  });
  return result!;
}

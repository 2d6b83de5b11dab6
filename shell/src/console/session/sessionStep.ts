export type SessionStep = 'signedOut' | 'resync' | 'load' | 'ready';

/**
 * Where the console's session stands (docs/product.md §4). The token cookie is the truth: none means signed
 * out; a different one than the store holds (a new login) means start over with it; no user info
 * or routes yet means load them; else the console can render.
 */
export function sessionStep(input: {
  cookieToken: string | undefined;
  storeToken: string | undefined;
  infoLoaded: boolean;
  routesLoaded: boolean;
}): SessionStep {
  if (!input.cookieToken) return 'signedOut';
  if (input.cookieToken !== input.storeToken) return 'resync';
  if (!input.infoLoaded || !input.routesLoaded) return 'load';
  return 'ready';
}

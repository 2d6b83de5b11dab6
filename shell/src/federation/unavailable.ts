/**
 * What the fallback runtime plugin answers instead of a module when a remote cannot be loaded.
 * Kept free of React so the runtime plugin stays tiny (it is bundled into the shell's entry).
 */
export const REMOTE_UNAVAILABLE = '__disRemoteUnavailable';

export interface UnavailableModule {
  [REMOTE_UNAVAILABLE]: { id: string; reason: string };
}

export function isUnavailable(module: unknown): module is UnavailableModule {
  return typeof module === 'object' && module !== null && REMOTE_UNAVAILABLE in module;
}

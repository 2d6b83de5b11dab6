/** What other pages hand to the login page: a notice (just registered) or an error (session failed). */
export interface LoginPageState {
  notice?: string;
  error?: string;
  username?: string;
}

/** Reads the navigation state defensively: it may be anything (another app, an old entry). */
export function readLoginPageState(state: unknown): LoginPageState {
  if (!state || typeof state !== 'object') return {};
  const { notice, error, username } = state as Record<string, unknown>;
  return {
    notice: typeof notice === 'string' ? notice : undefined,
    error: typeof error === 'string' ? error : undefined,
    username: typeof username === 'string' ? username : undefined,
  };
}

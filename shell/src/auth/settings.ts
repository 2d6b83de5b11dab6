import type { SettledAnswer } from '@dis/contract/site';

/**
 * What the login and register forms show before the captcha's answer arrives: whether a captcha is
 * asked for and whether self-registration is open. The server knows both when it renders those
 * pages (docs/site/rendering.md "The shell's own pages"), so the document carries them and the
 * forms start as they will stay: nothing appears or disappears, nothing shifts.
 */
export interface AuthSettings {
  captchaEnabled: boolean;
  registerEnabled: boolean;
}

/** The key of the settings among a rendered page's answers (`window.__DIS_SITE__.answers`). */
export const AUTH_SETTINGS_KEY = 'auth|settings';

/** The settings of the page being rendered on the server (set by the render, one at a time). */
let rendering: AuthSettings | null = null;

export function setRenderingAuthSettings(settings: AuthSettings | null): void {
  rendering = settings;
}

export function authSettingsAnswer(settings: AuthSettings): SettledAnswer {
  return { status: 'ready', data: settings };
}

function isSettings(value: unknown): value is AuthSettings {
  const candidate = value as Partial<AuthSettings> | null;
  return typeof candidate?.captchaEnabled === 'boolean' && typeof candidate.registerEnabled === 'boolean';
}

/** The settings the server said, during its render or in the document's seed; null when it said none. */
export function knownAuthSettings(): AuthSettings | null {
  if (rendering) return rendering;
  const answer =
    typeof window === 'undefined' ? undefined : window.__DIS_SITE__?.answers?.[AUTH_SETTINGS_KEY];
  return answer?.status === 'ready' && isSettings(answer.data) ? answer.data : null;
}

import crypto from 'node:crypto';
import { CacheKeys, getJson, setJson, type CacheStore } from '../cache/store';
import type { ClientInfo } from '../common/client-info';
import type { ScopedUser } from './data-scope';
import { signToken, verifyToken } from './jwt';

/** The logged-in user as kept in `login_tokens:{tokenId}` (RuoYi's LoginUser). */
export interface LoginUser extends ScopedUser, ClientInfo {
  tokenId: string;
  userName: string;
  deptName: string | null;
  /** epoch ms */
  loginTime: number;
  /** epoch ms */
  expireTime: number;
  permissions: string[];
  /** role keys */
  roles: string[];
}

/** The logged-in user of a request, for handlers behind `authenticated` access. */
export function requireLoginUser(request: { loginUser: LoginUser | null }): LoginUser {
  if (!request.loginUser) throw new Error('route is not behind authentication');
  return request.loginUser;
}

export type NewSession = Omit<LoginUser, 'tokenId' | 'loginTime' | 'expireTime'>;

export const SESSION_IDLE_MINUTES = 30;
/** an active session is extended once less than this is left */
export const SESSION_REFRESH_MINUTES = 20;

const MINUTE = 60_000;

/** Reads the token from `Authorization: Bearer <jwt>` (a bare token is accepted too). */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : header.trim();
  return token || null;
}

/** Sessions: issued at login, ended by logout, forced logout or 30 minutes without a request. */
export class SessionStore {
  private readonly endedListeners = new Set<(tokenId: string) => Promise<void>>();

  constructor(
    private readonly cache: CacheStore,
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  private key(tokenId: string): string {
    return `${CacheKeys.loginToken}${tokenId}`;
  }

  private async write(session: LoginUser): Promise<LoginUser> {
    const refreshed = { ...session, expireTime: this.now() + SESSION_IDLE_MINUTES * MINUTE };
    await setJson(this.cache, this.key(session.tokenId), refreshed, SESSION_IDLE_MINUTES * 60);
    return refreshed;
  }

  async create(user: NewSession): Promise<{ token: string; session: LoginUser }> {
    const tokenId = crypto.randomUUID();
    const session = await this.write({ ...user, tokenId, loginTime: this.now(), expireTime: 0 });
    return { token: signToken({ login_user_key: tokenId, sub: user.userName }, this.secret), session };
  }

  /** The session a token belongs to, extended when it is running low; null when none. */
  async resolve(token: string): Promise<LoginUser | null> {
    const claims = verifyToken(token, this.secret);
    if (!claims) return null;
    const session = await this.get(claims.login_user_key);
    if (!session) return null;
    if (session.expireTime - this.now() <= SESSION_REFRESH_MINUTES * MINUTE) return this.write(session);
    return session;
  }

  /** The session id inside a token, without looking the session up. */
  tokenIdOf(token: string): string | null {
    return verifyToken(token, this.secret)?.login_user_key ?? null;
  }

  get(tokenId: string): Promise<LoginUser | null> {
    return getJson<LoginUser>(this.cache, this.key(tokenId));
  }

  /** Stores changed session data (for instance refreshed permissions). */
  async update(session: LoginUser): Promise<LoginUser> {
    return this.write(session);
  }

  async remove(tokenId: string): Promise<boolean> {
    const removed = (await this.cache.del(this.key(tokenId))) > 0;
    if (removed) for (const listener of [...this.endedListeners]) await listener(tokenId);
    return removed;
  }

  /**
   * Calls `listener` with the token id of every session this store ends (logout, 强退, a disabled
   * or deleted user, a password reset): the live updates tell that session's console at once
   * (docs/live-updates.md). The listener must not throw.
   */
  onEnded(listener: (tokenId: string) => Promise<void>): () => void {
    this.endedListeners.add(listener);
    return () => {
      this.endedListeners.delete(listener);
    };
  }

  /**
   * Ends every open session of these users (docs/system/user.md "Disabling and deleting end the
   * sessions", docs/security.md "Sessions"): a disabled or deleted user, or one whose password was
   * reset or changed, gets the 401 answer at their next request, as after a forced logout; `except`
   * keeps one session (the one that changed its own password). Answers how many were ended.
   */
  async endAllOf(userIds: readonly number[], except?: string): Promise<number> {
    if (userIds.length === 0) return 0;
    const wanted = new Set(userIds);
    const ended = (await this.list()).filter(
      (session) => wanted.has(session.userId) && session.tokenId !== except,
    );
    return (await Promise.all(ended.map((session) => this.remove(session.tokenId)))).filter(Boolean).length;
  }

  async list(): Promise<LoginUser[]> {
    const keys = await this.cache.keys(CacheKeys.loginToken);
    const sessions = await Promise.all(keys.map((key) => getJson<LoginUser>(this.cache, key)));
    return sessions.filter((s): s is LoginUser => s !== null);
  }
}

import crypto from 'node:crypto';

/**
 * HS512 JSON Web Tokens as RuoYi issues them: header `{"alg":"HS512"}`, claims `login_user_key`
 * (the session id) and `sub` (the user name), no `exp` — the session in the cache expires instead.
 */
export interface TokenClaims {
  login_user_key: string;
  sub: string;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS512' })).toString('base64url');

function signature(secret: string, signingInput: string): Buffer {
  return crypto.createHmac('sha512', secret).update(signingInput).digest();
}

export function signToken(claims: TokenClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signingInput = `${HEADER}.${payload}`;
  return `${signingInput}.${signature(secret, signingInput).toString('base64url')}`;
}

function decodeJson(part: string): unknown {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

/** Returns the claims of a well-formed, correctly signed HS512 token; null otherwise. */
export function verifyToken(token: string, secret: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p))) return null;
  const [header, payload, sig] = parts;
  try {
    const head = decodeJson(header) as { alg?: unknown };
    if (head?.alg !== 'HS512') return null;
    const expected = signature(secret, `${header}.${payload}`);
    const given = Buffer.from(sig, 'base64url');
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    const claims = decodeJson(payload) as Partial<TokenClaims>;
    if (typeof claims?.login_user_key !== 'string' || typeof claims.sub !== 'string') return null;
    return { login_user_key: claims.login_user_key, sub: claims.sub };
  } catch {
    return null;
  }
}

import crypto from 'node:crypto';
import { signToken, verifyToken } from './jwt';

const SECRET = 'a-secret-that-is-long-enough-for-hs512-tests';
const claims = { login_user_key: '9b2f2c1e-5c8a-4d5e-9a61-3f6c2d1e0b7a', sub: 'admin' };

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('JWT HS512', () => {
  it('round-trips the claims', () => {
    const token = signToken(claims, SECRET);
    expect(token.split('.')).toHaveLength(3);
    expect(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString())).toEqual({ alg: 'HS512' });
    expect(verifyToken(token, SECRET)).toEqual(claims);
  });

  it('matches an independent HMAC-SHA512 computation', () => {
    const token = signToken(claims, SECRET);
    const [header, payload, signature] = token.split('.');
    const expected = crypto.createHmac('sha512', SECRET).update(`${header}.${payload}`).digest('base64url');
    expect(signature).toBe(expected);
  });

  it('rejects a tampered payload', () => {
    const [header, , signature] = signToken(claims, SECRET).split('.');
    const forged = b64({ ...claims, sub: 'someone-else' });
    expect(verifyToken(`${header}.${forged}.${signature}`, SECRET)).toBeNull();
  });

  it('rejects a tampered signature and another secret', () => {
    const token = signToken(claims, SECRET);
    const flipped = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    expect(verifyToken(flipped, SECRET)).toBeNull();
    expect(verifyToken(token, `${SECRET}-other`)).toBeNull();
  });

  it('rejects other algorithms, including none', () => {
    const payload = b64(claims);
    expect(verifyToken(`${b64({ alg: 'none' })}.${payload}.`, SECRET)).toBeNull();
    const hs256Header = b64({ alg: 'HS256' });
    const hs256 = crypto.createHmac('sha256', SECRET).update(`${hs256Header}.${payload}`).digest('base64url');
    expect(verifyToken(`${hs256Header}.${payload}.${hs256}`, SECRET)).toBeNull();
  });

  it('rejects malformed tokens and missing claims', () => {
    expect(verifyToken('not-a-token', SECRET)).toBeNull();
    expect(verifyToken('a.b.c.d', SECRET)).toBeNull();
    expect(verifyToken('', SECRET)).toBeNull();
    const header = b64({ alg: 'HS512' });
    const payload = b64({ sub: 'admin' });
    const signature = crypto.createHmac('sha512', SECRET).update(`${header}.${payload}`).digest('base64url');
    expect(verifyToken(`${header}.${payload}.${signature}`, SECRET)).toBeNull();
  });
});

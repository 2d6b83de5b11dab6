import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { loadOrCreateTotpKey, openSecret, parseTotpKey, sealSecret, TOTP_KEY_FILE } from './totp-key';

// docs/security.md "Two-factor sign-in"
describe('the two-factor key', () => {
  it('reads 32 bytes as hex or base64 and nothing else', () => {
    const bytes = crypto.randomBytes(32);
    expect(parseTotpKey(bytes.toString('hex'))).toEqual(bytes);
    expect(parseTotpKey(bytes.toString('base64'))).toEqual(bytes);
    expect(parseTotpKey(bytes.toString('base64url'))).toEqual(bytes);
    expect(parseTotpKey('x'.repeat(64))).toBeNull();
    expect(parseTotpKey(crypto.randomBytes(16).toString('hex'))).toBeNull();
    expect(parseTotpKey('')).toBeNull();
  });

  it('is refused by the configuration in one message when malformed, taken when right', () => {
    expect(() => loadConfig({ TOTP_ENCRYPTION_KEY: 'too-short' })).toThrow(ConfigError);
    expect(() => loadConfig({ TOTP_ENCRYPTION_KEY: 'too-short' })).toThrow(
      /TOTP_ENCRYPTION_KEY must be 32 bytes written as 64 hexadecimal digits/,
    );
    const key = crypto.randomBytes(32).toString('hex');
    expect(loadConfig({ TOTP_ENCRYPTION_KEY: key }).totpEncryptionKey).toBe(key);
    expect(loadConfig({}).totpEncryptionKey).toBeUndefined();
  });

  it('is generated once into the data folder and read again', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'totp-key-'));
    try {
      const first = loadOrCreateTotpKey(dir);
      expect(first).toHaveLength(32);
      expect(loadOrCreateTotpKey(dir)).toEqual(first);
      expect(fs.statSync(path.join(dir, TOTP_KEY_FILE)).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('seals with AES-256-GCM: opens only with the same key and the same owner', () => {
    const key = crypto.randomBytes(32);
    const sealed = sealSecret(key, 'JBSWY3DPEHPK3PXP', '7');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealSecret(key, 'JBSWY3DPEHPK3PXP', '7')).not.toBe(sealed); // a fresh nonce each time
    expect(openSecret(key, sealed, '7')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => openSecret(key, sealed, '8')).toThrow();
    expect(() => openSecret(crypto.randomBytes(32), sealed, '7')).toThrow();
  });
});

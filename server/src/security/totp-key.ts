import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The key that encrypts the authenticator secrets at rest (docs/security.md "Two-factor sign-in"):
 * `TOTP_ENCRYPTION_KEY` (32 bytes as 64 hex digits or base64), else one generated once and kept in
 * `dataDir/totp-key` the way the JWT secret is (`jwt-secret.ts`).
 */
export const TOTP_KEY_FILE = 'totp-key';
const KEY_BYTES = 32;

/** The 32 bytes a `TOTP_ENCRYPTION_KEY` value stands for, or null when it is malformed. */
export function parseTotpKey(raw: string): Buffer | null {
  const value = raw.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(value)) {
    const bytes = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (bytes.length === KEY_BYTES) return bytes;
  }
  return null;
}

/** Reads `dataDir/totp-key`, or writes a new random key there first (file mode 600). */
export function loadOrCreateTotpKey(dataDir: string): Buffer {
  const file = path.join(dataDir, TOTP_KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(KEY_BYTES).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = parseTotpKey(fs.readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file} does not hold a 32-byte key; restore it (the secrets need it)`);
  return key;
}

const resolved = new Map<string, Buffer>();

/** The installation's key: the configured one, else the one kept in `dataDir` (read once). */
export function totpKeyOf(config: { totpEncryptionKey?: string; dataDir: string }): Buffer {
  if (config.totpEncryptionKey) {
    const key = parseTotpKey(config.totpEncryptionKey);
    if (!key) throw new Error('TOTP_ENCRYPTION_KEY is malformed');
    return key;
  }
  let key = resolved.get(config.dataDir);
  if (!key) {
    key = loadOrCreateTotpKey(config.dataDir);
    resolved.set(config.dataDir, key);
  }
  return key;
}

const VERSION = 'v1';

/**
 * AES-256-GCM with a fresh 12-byte nonce; `context` (the owner's id) is authenticated with it, so a
 * sealed value copied onto another row does not open. Written `v1:<iv>:<tag>:<ciphertext>`.
 */
export function sealSecret(key: Buffer, plain: string, context: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
  return [VERSION, ...parts].join(':');
}

/** The plain text of `sealSecret`; throws when the key, the context or the value is not the one sealed. */
export function openSecret(key: Buffer, stored: string, context: string): string {
  const [version, iv, tag, sealed] = stored.split(':');
  if (version !== VERSION || !iv || !tag || sealed === undefined) throw new Error('not a sealed secret');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}

/** A keyed hash (HMAC-SHA-256) of a recovery code: a copy of the table alone cannot test guesses. */
export function recoveryCodeHash(key: Buffer, code: string): string {
  return crypto.createHmac('sha256', key).update(`recovery:${code}`).digest('hex');
}

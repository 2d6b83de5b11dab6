import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JWT_SECRET_FILE, loadOrCreateJwtSecret } from './jwt-secret';

describe('loadOrCreateJwtSecret', () => {
  const roots: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dis-secret-'));
    roots.push(dir);
    return dir;
  };
  let dataDir: string;
  beforeEach(() => {
    dataDir = path.join(tempDir(), 'nested', 'data');
  });
  afterAll(() => roots.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('generates a long random secret once, readable by the owner only', () => {
    const secret = loadOrCreateJwtSecret(dataDir);
    expect(secret.length).toBeGreaterThanOrEqual(64);
    const file = path.join(dataDir, JWT_SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreateJwtSecret(dataDir)).toBe(secret);
  });

  it('differs between installations', () => {
    const other = tempDir();
    expect(loadOrCreateJwtSecret(dataDir)).not.toBe(loadOrCreateJwtSecret(other));
  });

  it('refuses a secret that is too short', () => {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, JWT_SECRET_FILE), 'short');
    expect(() => loadOrCreateJwtSecret(dataDir)).toThrow(/shorter than 32/);
  });
});

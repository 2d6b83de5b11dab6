import fs from 'node:fs';
import path from 'node:path';
import {
  HSTS,
  contentSecurityDirectives,
  documentPolicy,
  remoteOrigins,
  scriptHash,
} from './security-headers';

const NGINX = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'deploy', 'nginx.conf'), 'utf8');

/** The body of an nginx block that starts with `opening` (`location / {`), nested blocks included. */
function block(opening: string): string {
  const start = NGINX.indexOf(opening);
  expect(start).toBeGreaterThanOrEqual(0);
  let depth = 0;
  for (let index = start + opening.length - 1; index < NGINX.length; index += 1) {
    if (NGINX[index] === '{') depth += 1;
    if (NGINX[index] === '}') depth -= 1;
    if (depth === 0) return NGINX.slice(start, index + 1);
  }
  throw new Error(`${opening} is not closed`);
}

const addedHeader = (body: string, name: string) =>
  new RegExp(`add_header ${name} "([^"]*)"`).exec(body)?.[1];

describe('the security headers', () => {
  it('name a remote’s origin only when it lives elsewhere', () => {
    expect(remoteOrigins({})).toEqual([]);
    expect(
      remoteOrigins({
        tools: 'https://cdn.example.net/mf/tools/remoteEntry.js',
        system: 'https://cdn.example.net/mf/system/remoteEntry.js',
        monitor: '/elsewhere/remoteEntry.js',
      }),
    ).toEqual(['https://cdn.example.net']);
  });

  it('allow a document’s inline scripts by their SHA-256, once each, and no inline script otherwise', () => {
    const policy = documentPolicy({})(['alert(1)', 'alert(1)', 'window.x=2']);
    const scripts = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
    // what `printf 'alert(1)' | openssl dgst -sha256 -binary | base64` gives, as a browser hashes it
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(scripts).toEqual(["'self'", scriptHash('alert(1)'), scriptHash('window.x=2')]);
    expect(policy).not.toContain("'unsafe-inline' 'sha");
    expect(contentSecurityDirectives({})['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('are the same in deploy/nginx.conf for the files nginx serves', () => {
    const files = block('location / {');
    expect(addedHeader(files, 'Content-Security-Policy')).toBe(documentPolicy({})([]));
    expect(addedHeader(files, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(addedHeader(files, 'X-Content-Type-Options')).toBe('nosniff');
    expect(addedHeader(files, 'X-Frame-Options')).toBe('SAMEORIGIN');
    expect(addedHeader(files, 'Cross-Origin-Resource-Policy')).toBe('cross-origin');
    expect(/map \$scheme \$static_hsts \{\s*https "([^"]*)";\s*default "";/.exec(NGINX)?.[1]).toBe(HSTS);
    // the nested /mf/ location adds none of its own, so it inherits them all
    expect(block('location /mf/ {')).not.toContain('add_header');
  });

  it('are not added by nginx to what the server answers, and the client address is not the visitor’s word', () => {
    for (const opening of ['location /prod-api/ {', 'location @document {']) {
      const forwarded = block(opening);
      expect(forwarded).not.toContain('add_header');
      expect(forwarded).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    }
    expect(NGINX).not.toContain('$proxy_add_x_forwarded_for');
    // nothing at the server level, which the forwarding locations would inherit
    expect(NGINX.replace(/location [^{]*\{[\s\S]*?\n {2}\}/g, '')).not.toMatch(/^\s*add_header/m);
  });
});

// deploy/nginx.conf rendered for one machine (`npm run stack`, docs/deploy.md "The same topology on
// one machine"): the compose values (upstream `server:8080`, releases at /releases, listen 80)
// replaced by local ones, and a main configuration of nginx's own so that Debian's nginx runs as
// the current user with every file (pid, logs, temp folders) under one run folder, never /etc/nginx.
// CommonJS so that the ES-module scripts and the jest tests both read it.
const fs = require('node:fs');
const path = require('node:path');

const SITE = path.resolve(__dirname, '..', '..', 'deploy', 'nginx.conf');

/**
 * The address the stack's nginx connects to the replicas from (`proxy_bind`), and so the one the
 * replicas' TRUST_PROXY names (docs/security.md "Proxy trust"). Anything else on the machine that
 * reaches a replica's port comes from 127.0.0.1 and is not believed about X-Forwarded-For.
 */
const STACK_PROXY_ADDRESS = '127.0.0.2';

/** The lines of deploy/nginx.conf that differ between compose and one machine. */
const UPSTREAM = /^([ \t]*)server server:8080((?:[ \t]+[^;\n]*)?);[ \t]*$/gm;
const LISTEN = /^([ \t]*)listen 80;[ \t]*$/gm;
const RELEASES = /^([ \t]*(?:root|alias)[ \t]+)\/releases(?=[/;])/gm;
const CACHE = /^(proxy_cache_path[ \t]+)\/var\/cache\/nginx\/dis(?=[ \t])/gm;
const ACCESS_LOG = /^([ \t]*access_log[ \t]+)\/var\/log\/nginx\/access\.log(?=[ \t;])/gm;

function countOf(pattern, text) {
  return [...text.matchAll(pattern)].length;
}

const safeFolder = (folder, what) => {
  if (!path.isAbsolute(folder)) throw new Error(`renderSite: ${what} ${folder} is not an absolute path`);
  if (/[\s;{}"']/.test(folder)) throw new Error(`renderSite: unsafe folder name ${folder}`);
  return folder.replace(/\/+$/, '');
};

/**
 * deploy/nginx.conf (or `site`, its text) with the replicas' addresses (`host:port`, each with
 * the upstream line's parameters), the release folder, the address nginx listens on, and where
 * the page cache (`cacheDir`) and the access log (`accessLog`) go (compose's /var/cache/nginx/dis
 * and /var/log/nginx/access.log when not given). Throws when the file no longer has exactly the
 * lines it replaces, so a change of the file cannot silently leave a compose value in the local
 * render.
 * @param {{ upstreams: string[], releasesDir: string, listen: string|number, cacheDir?: string,
 *   accessLog?: string, site?: string }} options
 */
function renderSite({
  upstreams,
  releasesDir,
  listen,
  cacheDir,
  accessLog,
  site = fs.readFileSync(SITE, 'utf8'),
}) {
  if (!Array.isArray(upstreams) || upstreams.length === 0) throw new Error('renderSite: no upstream server');
  const releases = safeFolder(releasesDir, 'the release folder');
  const problems = [];
  if (countOf(UPSTREAM, site) !== 1)
    problems.push('exactly one `server server:8080 …;` line in upstream dis_api');
  if (countOf(LISTEN, site) !== 1) problems.push('exactly one `listen 80;` line');
  if (countOf(RELEASES, site) === 0) problems.push('`root /releases…` lines');
  if (countOf(CACHE, site) !== 1) problems.push('exactly one `proxy_cache_path /var/cache/nginx/dis …` line');
  if (countOf(ACCESS_LOG, site) !== 1)
    problems.push('exactly one `access_log /var/log/nginx/access.log …` line');
  if (problems.length > 0) throw new Error(`deploy/nginx.conf no longer has ${problems.join(', ')}`);
  let rendered = site
    .replace(UPSTREAM, (_line, indent, parameters) =>
      upstreams.map((address) => `${indent}server ${address}${parameters};`).join('\n'),
    )
    .replace(LISTEN, (_line, indent) => `${indent}listen ${listen};`)
    .replace(RELEASES, (_match, directive) => `${directive}${releases}`);
  if (cacheDir)
    rendered = rendered.replace(
      CACHE,
      (_match, directive) => `${directive}${safeFolder(cacheDir, 'the cache folder')}`,
    );
  if (accessLog)
    rendered = rendered.replace(
      ACCESS_LOG,
      (_match, directive) => `${directive}${safeFolder(accessLog, 'the access log')}`,
    );
  return rendered;
}

/** Debian's (and the official image's) MIME types; a small built-in table when absent. */
function mimeTypes() {
  for (const file of ['/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types']) {
    if (fs.existsSync(file)) return `include ${file};`;
  }
  return `types {
    text/html html; text/css css; application/javascript js cjs mjs; application/json json;
    image/svg+xml svg; image/png png; image/jpeg jpg jpeg; image/webp webp; image/x-icon ico;
    font/woff2 woff2; font/woff woff; text/plain txt; application/xml xml;
  }`;
}

/**
 * The main configuration around the rendered site: nginx in the foreground (the script owns the
 * process), its pid, logs and temp folders under `runDir`. The site writes its own access log
 * (`access.log`, one JSON object a request: the replica that answered, the request id, the page
 * cache's verdict).
 * @param {{ runDir: string, siteFile: string, workers?: number }} options
 */
function mainConfig({ runDir, siteFile, workers = 1 }) {
  const at = (name) => path.join(runDir, name);
  // a master started by root hands the requests to an unprivileged user unless told otherwise;
  // the run folder (mkdtemp: 0700) is root's alone, so the workers stay root's too
  const user = typeof process.getuid === 'function' && process.getuid() === 0 ? 'user root root;\n' : '';
  return `# written by scripts/stack.mjs: the stack's own nginx (docs/deploy.md)
${user}worker_processes ${workers};
# a morning's consoles and visitors keep their connections open (scripts/bench/morning.ts)
worker_rlimit_nofile 16384;
daemon off;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;

events {
  worker_connections 8192;
}

http {
  ${mimeTypes()}
  default_type application/octet-stream;
  # the site's server writes access.log itself (deploy/nginx.conf: log_format dis_json)
  access_log off;
  client_body_temp_path ${at('temp/body')};
  proxy_temp_path ${at('temp/proxy')};
  fastcgi_temp_path ${at('temp/fastcgi')};
  uwsgi_temp_path ${at('temp/uwsgi')};
  scgi_temp_path ${at('temp/scgi')};
  sendfile on;
  keepalive_timeout 65;
  # the replicas believe X-Forwarded-For only from this address (TRUST_PROXY)
  proxy_bind ${STACK_PROXY_ADDRESS};
  include ${siteFile};
}
`;
}

/** Writes the site and the main configuration into `runDir`; returns the main file's path. */
function writeNginxConfig({ runDir, upstreams, releasesDir, listen, workers }) {
  for (const folder of ['temp/body', 'temp/proxy', 'temp/fastcgi', 'temp/uwsgi', 'temp/scgi', 'cache']) {
    fs.mkdirSync(path.join(runDir, folder), { recursive: true });
  }
  const siteFile = path.join(runDir, 'site.conf');
  fs.writeFileSync(
    siteFile,
    renderSite({
      upstreams,
      releasesDir,
      listen,
      cacheDir: path.join(runDir, 'cache'),
      accessLog: path.join(runDir, 'access.log'),
    }),
  );
  const mainFile = path.join(runDir, 'nginx.conf');
  fs.writeFileSync(mainFile, mainConfig({ runDir, siteFile, workers }));
  return mainFile;
}

/** The nginx binary: NGINX_BIN, Debian's /usr/sbin/nginx (not on a user's PATH), or `nginx` on PATH. */
function nginxBinary() {
  if (process.env.NGINX_BIN) return process.env.NGINX_BIN;
  if (fs.existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && fs.existsSync(path.join(dir, 'nginx'))) return path.join(dir, 'nginx');
  }
  return null;
}

/** The arguments that keep nginx inside `runDir`: prefix, main file and the early error log. */
function nginxArgs(runDir, mainFile) {
  return ['-p', runDir, '-c', mainFile, '-e', path.join(runDir, 'error.log')];
}

module.exports = {
  SITE,
  STACK_PROXY_ADDRESS,
  renderSite,
  mainConfig,
  writeNginxConfig,
  nginxBinary,
  nginxArgs,
};

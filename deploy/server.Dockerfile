# The API server, compiled (docs/deploy.md "The server image"): the build stage bundles
# server/src with esbuild (`npm run build:server` → server/dist/main.js, its source map and the
# migrations); the runtime stage holds that bundle and @dis/server's production dependencies only,
# runs as the unprivileged `node` user and writes nowhere but DATA_DIR.

# The package manifests alone, so the installs below are cached until one of them changes. These
# two stages are word for word the app images' (deploy/shell.Dockerfile…): one `npm ci` layer.
FROM node:20-bookworm AS manifests
WORKDIR /app
COPY . .
RUN mkdir /manifests \
  && cp package.json package-lock.json .npmrc /manifests/ \
  && find . -name package.json -not -path './package.json' -not -path '*/node_modules/*' \
       -exec cp --parents {} /manifests/ \;

FROM node:20-bookworm AS build
WORKDIR /app
COPY --from=manifests /manifests ./
RUN npm ci --no-audit --no-fund
# every dependency above (esbuild is a development one); then the bundle
COPY tsconfig.base.json ./
COPY scripts/build-server.mjs scripts/build-server.mjs
COPY shared/contract shared/contract
COPY server server
RUN npm run build:server

# Runtime: the production dependencies of @dis/server from the lockfile, and the bundle. The
# workspace packages it imports (@dis/contract) are compiled into the bundle, so no sources ship.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=manifests /manifests ./
RUN npm ci --omit=dev --workspace @dis/server --no-audit --no-fund \
  && npm cache clean --force
COPY --from=build /app/server/dist server/dist
# the embedded database, uploads, downloads, the generated JWT secret and the kept marketing
# render live in DATA_DIR (compose mounts the shared `uploads` volume there); the code is read-only
RUN mkdir -p /data && chown node:node /data
ENV DATA_DIR=/data \
  NODE_OPTIONS=--enable-source-maps
USER node
# 8080 the public port (behind nginx); 9464 the operators' metrics when METRICS_PORT=9464 (never published)
EXPOSE 8080 9464
# readiness: the database and the cache answer (docs/deploy.md "Liveness and readiness")
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+(process.env.API_PREFIX??'/prod-api')+'/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server/dist/main.js"]

# The marketing remote (the public site, and its server render) alone: its production build,
# released as one build folder, in an image whose command hands it to the shared `releases`
# volume (deploy/publish.sh). Shipped with `docker compose build remote-marketing && docker compose
# up -d remote-marketing` (docs/deploy.md "Images, one per section"). The app images differ
# only in the app they name: their first two stages are the same, so one `npm ci` layer serves them
# all.

# The package manifests alone, so `npm ci` below is cached until one of them changes.
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
COPY . .
RUN node scripts/build.mjs --force --only=remote-marketing
# the build id is <time>-<commit>; the build context has no .git, so the commit comes in as an
# argument (GIT_COMMIT=$(git rev-parse --short HEAD) docker compose build), else "nogit"
ARG GIT_COMMIT=
RUN RELEASES_DIR=/release node scripts/release.mjs marketing --from-dist \
  && rm -rf /release/remote-marketing/pool

# Node.js to run the one writer of the release layout (scripts/publish.mjs on scripts/lib/releases.cjs,
# the code `npm run release` and `npm run deploy` run), with the one list of remotes it reads
FROM node:20-alpine
WORKDIR /app
COPY shared/contract/package.json node_modules/@dis/contract/package.json
COPY shared/contract/src/remotes.json node_modules/@dis/contract/src/remotes.json
COPY scripts/lib/releases.cjs scripts/lib/releases.cjs
COPY scripts/publish.mjs scripts/publish.mjs
COPY --from=build /release/remote-marketing /release/remote-marketing
COPY deploy/publish.sh /usr/local/bin/publish.sh
ENV APP_DIR=remote-marketing RELEASE_SOURCE=/release RELEASES_DIR=/releases PUBLISH_MODULE=/app/scripts/publish.mjs
# one-shot: publish, or `rollback <build>`, `rollback --previous`, `list` (docker compose run --rm remote-marketing …)
ENTRYPOINT ["/bin/sh", "/usr/local/bin/publish.sh"]
CMD ["publish"]

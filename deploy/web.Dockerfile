# Static host: the production builds of the shell and the remotes behind nginx.

# The package manifests alone, so `npm install` below is cached until one of them changes.
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
RUN npm install --no-audit --no-fund
COPY . .
# shell at /, every remote of the one list under /mf/<name>/, and /remotes.json
RUN node scripts/build.mjs --force && node deploy/assemble-site.mjs /site

FROM nginx:1.27-alpine
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /site /usr/share/nginx/html

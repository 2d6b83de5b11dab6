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
# shell at /, every remote of the one list under /mf/<name>/, and /remotes.json; beside it the
# builds as the server reads them (<app>/dist: the shell's index.html, the marketing remote's
# server render), handed to the server through a shared volume (docs/site/rendering.md)
RUN node scripts/build.mjs --force && node deploy/assemble-site.mjs /site \
  && mkdir -p /builds && for app in shell remote-*; do mkdir -p /builds/$app && cp -r $app/dist /builds/$app/; done

FROM nginx:1.27-alpine
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /site /usr/share/nginx/html
COPY --from=build /builds /builds
# a new deployment of this image hands its builds to the server (which reads them again when they change)
CMD ["/bin/sh", "-c", "cp -a /builds/. /shared-builds/ && exec nginx -g 'daemon off;'"]

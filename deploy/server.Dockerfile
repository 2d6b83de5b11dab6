# The API server (run by tsx, as in `npm start`).

# The package manifests alone, so `npm install` below is cached until one of them changes.
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY . .
RUN mkdir /manifests \
  && cp package.json package-lock.json .npmrc /manifests/ \
  && find . -name package.json -not -path './package.json' -not -path '*/node_modules/*' \
       -exec cp --parents {} /manifests/ \;

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=manifests /manifests ./
RUN npm install --no-audit --no-fund --include=dev
# the server and the workspace it imports (@dis/contract: schemas and the list of remotes)
COPY shared/contract shared/contract
COPY server server
USER node
EXPOSE 8080
CMD ["node_modules/.bin/tsx", "server/src/main.ts"]

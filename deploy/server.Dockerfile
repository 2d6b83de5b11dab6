# The API server (run by tsx, as in `npm start`).
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json .npmrc ./
COPY shared/core/package.json shared/core/
COPY shared/ui/package.json shared/ui/
COPY shell/package.json shell/
COPY remote-marketing/package.json remote-marketing/
COPY remote-system/package.json remote-system/
COPY remote-monitor/package.json remote-monitor/
COPY remote-tools/package.json remote-tools/
COPY server/package.json server/
RUN npm install --no-audit --no-fund --include=dev
COPY server server
USER node
EXPOSE 8080
CMD ["node_modules/.bin/tsx", "server/src/main.ts"]

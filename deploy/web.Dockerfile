# Static host: the production builds of the shell and the remotes behind nginx.
FROM node:20-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY shared/core/package.json shared/core/
COPY shared/ui/package.json shared/ui/
COPY shell/package.json shell/
COPY remote-marketing/package.json remote-marketing/
COPY remote-system/package.json remote-system/
COPY remote-monitor/package.json remote-monitor/
COPY remote-tools/package.json remote-tools/
COPY server/package.json server/
RUN npm install --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs --force

FROM nginx:1.27-alpine
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY deploy/remotes.json /usr/share/nginx/html/remotes.json
COPY --from=build /app/shell/dist /usr/share/nginx/html
COPY --from=build /app/remote-marketing/dist /usr/share/nginx/html/mf/marketing
COPY --from=build /app/remote-system/dist /usr/share/nginx/html/mf/system
COPY --from=build /app/remote-monitor/dist /usr/share/nginx/html/mf/monitor
COPY --from=build /app/remote-tools/dist /usr/share/nginx/html/mf/tools

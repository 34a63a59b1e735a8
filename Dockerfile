# The site's Node server. Every command here is one CI runs too (.ci/run, and
# scripts/container/check.sh for the bundle, the start and the health check).
#   docker build -t pharmacy-site . && docker run -p 8080:8080 pharmacy-site
FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY . .
RUN npm install --global "pnpm@$(node -p "require('./package.json').packageManager.split('@')[1]")"
RUN pnpm install --frozen-lockfile && pnpm build
# The builds, the server and its production dependencies only.
RUN bash scripts/container/bundle.sh /app

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=8080
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "server/dist/commands/healthcheck.js"]
# SIGTERM (docker stop) finishes the responses in flight, then exits.
CMD ["node", "server/dist/cli.js", "serve"]

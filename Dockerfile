# The site's Node server and, with another command, the owner's console (its own
# process: deploy/kubernetes/owner-console.yaml). Every command here is one CI runs too
# (.ci/run, and scripts/container/check.sh for the bundle, the start, the health check
# and the console).
#   docker build -t pharmacy-site . && docker run -p 8080:8080 pharmacy-site
# The server keeps a prerendered copy of the site in /app/release/fallback (FALLBACK_SITE;
# off: none) for a proxy in front to serve while it is down: mount the release folder
# (`-v <the release folder>:/app/release`) where the proxy reads it too.
#   docker run --no-healthcheck -p 8090:8090 -e OWNER_HOST=0.0.0.0 -e OWNER_PUBLIC_ORIGIN=https://<the site> \
#     -v owner-data:/app/owner/data -v <the release folder>:/app/release \
#     pharmacy-site node owner/bin/owner.mjs serve
FROM node:20-bookworm-slim AS build
WORKDIR /src
# better-sqlite3 (the console's database) builds from source where no prebuilt binary comes.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY . .
RUN npm install --global "pnpm@$(node -p "require('./package.json').packageManager.split('@')[1]")"
RUN pnpm install --frozen-lockfile && pnpm build
# The builds, the server, the console and their production dependencies only.
RUN bash scripts/container/bundle.sh /app

# The offline tools (tools/dist) over the same runtime folder, an image of their own, since
# the site's holds none of them: the static copy's init container writes its nginx
# configuration with them (deploy/kubernetes/static-copy.yaml).
#   docker build --target tools -t pharmacy-site-tools .
FROM node:20-bookworm-slim AS tools
WORKDIR /app
COPY --from=build --chown=node:node /app /app
COPY --from=build --chown=node:node /src/tools/dist /app/tools/dist
# Their two dependencies are in the runtime folder already: the server and commander.
RUN mkdir -p tools/node_modules && ln -s ../../server tools/node_modules/site-server \
  && ln -s "$(readlink -f server/node_modules/commander)" tools/node_modules/commander
USER node

# The site (the last stage: what a plain `docker build` makes).
FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=8080
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 8080 8090
HEALTHCHECK --interval=10s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "server/dist/commands/healthcheck.js"]
# SIGTERM (docker stop) finishes the responses in flight, then exits.
CMD ["node", "server/dist/cli.js", "serve"]

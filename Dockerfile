# The EVA site in a container (docs/deploy.md): the same Node as `npm start` and the tests
# (docs/decisions/0040), the production build, production dependencies only, a user without
# privileges (`node`), and the submissions on a volume.
ARG NODE_VERSION=26.10.0

# Build: every dependency (the Studio's workspace too: the build reads its schema types), then
# the site into build/.
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY studio/package.json studio/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies only: no Studio, no test or build tools, no second Node. The lockfile
# keeps the Studio workspace's packages (and the type checker, formatter and bundlers under
# them) even with --omit=dev: server/container-dependencies.mjs takes the workspace and the
# development dependencies out of copies of package.json and the lockfile first, every
# version still the lockfile's (docs/decisions/0081).
FROM node:${NODE_VERSION}-bookworm-slim AS dependencies
WORKDIR /app
COPY package.json package-lock.json server/container-dependencies.mjs ./
RUN node container-dependencies.mjs && npm ci --omit=dev --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
# What the server reads at run time: its build, the public files, the bundled seed content,
# the SQLite worker (loaded by path), and the production dependencies.
COPY --from=dependencies /app/node_modules node_modules
COPY --from=build /app/build build
COPY package.json ./
COPY public public
COPY studio/seed studio/seed
COPY app/store/sqlite-worker.mjs app/store/
COPY server/container-start.sh ./
VOLUME /data
EXPOSE 3000
# Liveness only (no I/O); a load balancer asks /readyz.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# On SIGTERM the server stops taking connections, finishes what is under way and exits within
# 10 s (SHUTDOWN_GRACE_MS): give it that long before a kill (fly.toml: kill_timeout).
STOPSIGNAL SIGTERM
# Starts as root only to hand a new volume to `node`, then runs the server as `node`
# (server/container-start.sh): nothing of the site ever runs as root.
ENTRYPOINT ["/app/container-start.sh"]
CMD ["node", "build/index.js"]

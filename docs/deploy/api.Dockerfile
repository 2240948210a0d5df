# syntax=docker/dockerfile:1
# The API: compiled to one JavaScript module (api/dist/main.js), run by Node as the
# unprivileged `node` user with only its production dependencies.
# Build from the repository root:  docker build -f docs/deploy/api.Dockerfile -t kfeed-api .

ARG NODE_IMAGE=node:24.21-bookworm-slim

# Every workspace's package.json, so `npm ci` sees the workspaces the lock file names.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY shared/contracts/package.json shared/contracts/
COPY shared/kit/package.json shared/kit/
COPY shared/platform/package.json shared/platform/
COPY shared/tooling/package.json shared/tooling/
COPY shell/package.json shell/
COPY mf-auth/package.json mf-auth/
COPY mf-feed/package.json mf-feed/
COPY mf-post/package.json mf-post/
COPY mf-search/package.json mf-search/
COPY mf-mypage/package.json mf-mypage/
COPY mf-admin/package.json mf-admin/
COPY api/package.json api/
COPY e2e/package.json e2e/

# Compile: the API's TypeScript and the contracts it imports, bundled by esbuild. The build's
# tools (tsx runs scripts/build.ts, esbuild bundles) are the root's devDependencies, which
# --include-workspace-root installs here; none of them reaches the final image.
FROM manifests AS build
RUN npm ci --workspace api --include-workspace-root
COPY tsconfig.base.json ./
COPY shared/contracts shared/contracts
COPY api api
RUN npm run build -w api

# The API's run-time dependencies alone (better-sqlite3 and sharp are native: compiled
# here, for the same Debian as the final image, when no prebuilt binary fits).
FROM manifests AS runtime-deps
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
RUN npm ci --workspace api --omit=dev && npm cache clean --force

FROM ${NODE_IMAGE}
ARG KFEED_VERSION=dev
LABEL org.opencontainers.image.title="kfeed-api" \
      org.opencontainers.image.description="KFeed API server" \
      org.opencontainers.image.version="${KFEED_VERSION}"
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATABASE_URL=/data/kfeed.sqlite \
    DATA_DIR=/data \
    STORAGE_DIR=/data/storage \
    KFEED_VERSION=${KFEED_VERSION} \
    MALLOC_ARENA_MAX=2
WORKDIR /app
# The manifests and node_modules (hoisted, plus any a workspace keeps for itself).
COPY --from=runtime-deps /app /app
COPY --from=build /app/api/dist api/dist
# The code belongs to root and cannot be changed by the server; only /data is writable.
RUN mkdir -p /data/storage && chown -R node:node /data
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "api/dist/main.js"]

# syntax=docker/dockerfile:1
# The shell or one remote: its dist/ baked into an nginx image that runs unprivileged,
# serves the build's .br and .gz files as they are, and sends the security headers.
# One image per deployable, from this file:
#   docker build -f docs/deploy/web.Dockerfile --build-arg APP=mf-post -t kfeed-mf-post .
#   docker build -f docs/deploy/web.Dockerfile --build-arg APP=shell -t kfeed-shell .

ARG NODE_IMAGE=node:24.21-bookworm-slim

FROM ${NODE_IMAGE} AS build
ARG APP
RUN test -n "$APP" || { echo "--build-arg APP=shell|mf-auth|mf-feed|mf-post|mf-search|mf-mypage|mf-admin" >&2; exit 1; }
WORKDIR /app
# Manifests first: the dependency layer is reused until a package.json or the lock changes.
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
# The root's build tools (Rspack, Module Federation, SWC) and the app's own dependencies.
RUN npm ci --workspace "$APP" --include-workspace-root
COPY tsconfig.base.json ./
COPY shared shared
COPY ${APP} ${APP}
RUN npm run build -w "$APP"

FROM debian:bookworm-slim
ARG APP
ARG KFEED_VERSION=dev
LABEL org.opencontainers.image.title="kfeed-${APP}" \
      org.opencontainers.image.description="KFeed ${APP}, served by nginx" \
      org.opencontainers.image.version="${KFEED_VERSION}"
# Debian's nginx and brotli module: the same packages the browser smoke test runs.
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static gettext-base \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled /etc/nginx/conf.d/* \
  && groupadd --system --gid 10101 kfeed-web \
  && useradd --system --uid 10101 --gid kfeed-web --no-create-home --shell /usr/sbin/nologin kfeed-web \
  && chown kfeed-web:kfeed-web /etc/nginx/conf.d
COPY docs/deploy/nginx.conf /etc/nginx/nginx.conf
COPY docs/deploy/nginx-security-headers.conf /etc/kfeed/templates/security-headers.inc
COPY docs/deploy/web-entrypoint.sh /usr/local/bin/kfeed-web
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
# The shell serves its environments' remotes.json (mount a folder over it to edit one in place).
COPY shell/environments /etc/kfeed/environments
COPY docs/deploy/nginx-remote.conf /etc/kfeed/templates/remote.conf
COPY docs/deploy/nginx-shell.conf /etc/kfeed/templates/shell.conf
RUN if [ "$APP" = shell ]; then role=shell; else role=remote; rm -r /etc/kfeed/environments; fi \
  && mv "/etc/kfeed/templates/$role.conf" /etc/kfeed/templates/site.conf \
  && rm -f /etc/kfeed/templates/shell.conf /etc/kfeed/templates/remote.conf \
  && echo "KFEED_ROLE=$role" >/etc/kfeed/role
ENV KFEED_APP=${APP} \
    KFEED_VERSION=${KFEED_VERSION}
# Numeric, so an orchestrator can verify it is not root.
USER 10101:10101
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD ["/usr/local/bin/kfeed-web", "health"]
ENTRYPOINT ["/usr/local/bin/kfeed-web"]

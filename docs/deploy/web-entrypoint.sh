#!/bin/bash
# Start of every web image: render the site and the security headers from their
# templates with this environment's settings, then run nginx in the foreground.
# Only the named variables are replaced; nginx's own ($uri, $host, ...) are left alone.
# `kfeed-web health` is the image's health check: one of its own files answers 200.
set -euo pipefail

# KFEED_ROLE (shell or remote) is fixed when the image is built.
. /etc/kfeed/role

if [ "${1:-}" = health ]; then
  if [ "$KFEED_ROLE" = shell ]; then file=/index.html; else file=/mf-manifest.json; fi
  exec 3<>/dev/tcp/127.0.0.1/8080
  printf 'GET %s HTTP/1.0\r\nHost: localhost\r\n\r\n' "$file" >&3
  read -r _ status _ <&3
  [ "$status" = 200 ]
  exit
fi

: "${KFEED_REMOTE_ORIGINS:?set KFEED_REMOTE_ORIGINS to the origins of the remotes of this environment, space-separated}"
export KFEED_ENV="${KFEED_ENV:-production}"
templates=/etc/kfeed/templates
out=/etc/nginx/conf.d

envsubst '${KFEED_REMOTE_ORIGINS}' <"$templates/security-headers.inc" >"$out/security-headers.inc"
envsubst '${KFEED_ENV}' <"$templates/site.conf" >"$out/site.conf"

if [ "$KFEED_ROLE" = shell ]; then
  if [ ! -f "/etc/kfeed/environments/$KFEED_ENV.json" ]; then
    echo "no remotes.json for KFEED_ENV=$KFEED_ENV in /etc/kfeed/environments" >&2
    exit 1
  fi
  # KFEED_API_SERVERS: the API replicas, host:port, space-separated.
  : "${KFEED_API_SERVERS:?set KFEED_API_SERVERS to the API replicas (host:port ...)}"
  : >"$out/api-servers.inc"
  for server in $KFEED_API_SERVERS; do
    echo "server $server max_fails=1 fail_timeout=5s;" >>"$out/api-servers.inc"
  done
  # KFEED_SERVICE_WORKER=off: /sw.js is the worker that deletes KFeed's caches and
  # unregisters itself (nginx-shell.conf includes this file where it serves /sw.js).
  rm -f "$out/service-worker-off.inc"
  if [ "${KFEED_SERVICE_WORKER:-on}" = off ]; then
    echo 'alias /usr/share/nginx/html/sw-off.js;' >"$out/service-worker-off.inc"
  fi
fi

exec nginx -e stderr -g 'daemon off;'

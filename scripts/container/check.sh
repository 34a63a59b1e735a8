#!/usr/bin/env bash
# CI's run of the container recipe (Dockerfile) without a container engine: the same
# bundle, the server started from it as the image starts it, the image's health check,
# the Kubernetes release Job's command run in it (release-job.mjs), and the owner's
# console as its Deployment runs it (owner-check.mjs).
set -euo pipefail
cd "$(dirname "$0")/../.."
repo="$(pwd)"
port="${CONTAINER_CHECK_PORT:-8169}"
work="$(mktemp -d)"
bash scripts/container/bundle.sh "$work/app"
cd "$work/app"
NODE_ENV=production PORT="$port" node server/dist/cli.js serve &
server=$!
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 100); do
  if PORT="$port" node server/dist/commands/healthcheck.js 2>/dev/null; then break; fi
  sleep 0.2
done
PORT="$port" node server/dist/commands/healthcheck.js
node -e "
fetch('http://127.0.0.1:$port/best-prices').then(async (answer) => {
  const html = await answer.text();
  if (answer.status !== 200 || !/<h1[^>]*>Find the Best Prices<\/h1>/.test(html)) {
    console.error('The bundled server did not render /best-prices:', answer.status);
    process.exit(1);
  }
  console.log('Container bundle: /healthz and /best-prices answer from production dependencies only.');
});"
# The release Job (deploy/kubernetes/release-job.yaml), release then rollback, in the same
# runtime folder against a release folder of its own, served on the next port.
node "$repo/scripts/container/release-job.mjs" "$work/app" "$((port + 1))"
# The owner's console from the same folder, as its Deployment runs it
# (deploy/kubernetes/owner-console.yaml), on the port after the release Job's.
node "$repo/scripts/container/owner-check.mjs" "$work/app" "$((port + 2))"
# The prerendered copy a proxy serves while the server is down: kept by default, made by
# the bundled server in the background since it started.
for _ in $(seq 300); do
  if [ -f release/fallback/current/about/index.html ]; then break; fi
  sleep 0.2
done
if ! grep -q '<h1' release/fallback/current/about/index.html 2>/dev/null; then
  echo 'The bundled server made no prerendered copy in release/fallback/current' >&2
  exit 1
fi
echo 'Container bundle: the prerendered copy is kept in release/fallback.'

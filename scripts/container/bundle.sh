#!/usr/bin/env bash
# The Node server's runtime folder: the builds, the server's code and its production
# dependencies only. The Dockerfile runs this; so does CI (scripts/container/check.sh).
# Needs `pnpm install` and `pnpm build` first (their store makes the install offline).
set -euo pipefail
out="$(realpath -m "$1")"
cd "$(dirname "$0")/../.."
rm -rf "$out"
mkdir -p "$out/shell"
cp package.json pnpm-lock.yaml pnpm-workspace.yaml "$out/"
# The patches pnpm-workspace.yaml names (patchedDependencies): the install applies them.
cp -r patches "$out/"
# Every workspace package's manifest: the lockfile is checked against all of them.
for package in shell shared-content ui-kit test-kit build-preset tests mf-*; do
  mkdir -p "$out/$package"
  cp "$package/package.json" "$out/$package/"
done
# The server as built for Node (shell/server/tsconfig.json: its TypeScript, types removed).
cp -r shell/server-dist "$out/shell/server-dist"
# The modules of shared-content the server loads (plain JavaScript).
mkdir -p "$out/shared-content/src/platform" "$out/shared-content/src/logic"
cp shared-content/src/platform/remote-entry.mjs "$out/shared-content/src/platform/"
cp shared-content/src/logic/paths.mjs "$out/shared-content/src/logic/"
cp shared-content/src/platform/locale-paths.mjs "$out/shared-content/src/platform/"
# The server serves a release folder, never a build: every build released into one.
node shell/server-dist/release.js --all --root "$out/release"
cd "$out"
pnpm install --frozen-lockfile --prod --offline --filter 'shell...' >/dev/null
echo "Runtime folder: $out"

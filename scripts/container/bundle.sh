#!/usr/bin/env bash
# The runtime folder of the Node server and of the owner's console (the same image runs
# either): the builds, the server's code, the console's TypeScript (run through tsx) and
# their production dependencies only. The Dockerfile runs this; so does CI
# (scripts/container/check.sh).
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
for package in shell server shared-content ui-kit test-kit build-preset tests owner mf-*; do
  mkdir -p "$out/$package"
  cp "$package/package.json" "$out/$package/"
done
# The server as built for Node (server/tsconfig.json: its TypeScript, types removed).
mkdir -p "$out/server" && cp -r server/dist "$out/server/dist"
# The modules of shared-content the server loads (plain JavaScript; the release command's
# gate reads the version rules).
mkdir -p "$out/shared-content/src/platform" "$out/shared-content/src/logic"
cp shared-content/src/platform/remote-entry.mjs "$out/shared-content/src/platform/"
cp shared-content/src/logic/paths.mjs shared-content/src/logic/versions.mjs "$out/shared-content/src/logic/"
cp shared-content/src/platform/locale-paths.mjs "$out/shared-content/src/platform/"
# The owner's console runs its TypeScript through tsx, and shared-content's sources with it
# (the notices check, the site's facts): their sources without tests.
cp -r owner/bin owner/src owner/tsconfig.json "$out/owner/"
cp tsconfig.base.json "$out/" # tsx compiles the console's JSX as its tsconfig says
cp -r shared-content/src "$out/shared-content/"
find "$out/owner/src" "$out/shared-content/src" \( -name '*.test.ts' -o -name '*.test.tsx' -o -name testing \) -prune -exec rm -rf {} +
# The server serves a release folder, never a build: every build released into one.
node server/dist/cli.js release --all --root "$out/release"
# Each build also where the release command looks for it (<package>/dist, as in the
# workspace), as a link to its release in that folder rather than a second copy: the
# release Job (deploy/kubernetes/release-job.yaml) publishes the image's build of a remote
# into the shared release folder with `node server/dist/cli.js release <name>`.
ln -s "../release/$(readlink "$out/release/shell")" "$out/shell/dist"
for version in "$out"/release/remotes/*/*/; do
  name="$(basename "$(dirname "$version")")"
  ln -s "../release/remotes/$name/$(basename "$version")" "$out/$name/dist"
done
cd "$out"
# --filter-prod: the shell and the workspace packages it depends on in production only
# (--filter 'site-server...' also took its dev-only ones, test-kit and build-preset, with their
# own dependencies and peers: vitest, vite, jiti).
# better-sqlite3 (the console's database) is a native module: pnpm's side-effects cache
# holds the one the workspace's install built.
pnpm install --frozen-lockfile --prod --offline --filter-prod 'site-server...' --filter-prod 'owner...' >/dev/null
# shared-content imports React, its peer, whose copy it installs only as a dev dependency:
# for the console it is the console's React.
ln -s ../../owner/node_modules/react shared-content/node_modules/react
echo "Runtime folder: $out"

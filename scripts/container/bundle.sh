#!/usr/bin/env bash
# The runtime folder of the Node server and of the owner's console (the same image runs
# either): the builds, the server's code, the console's build and their production
# dependencies only (no TypeScript loader). The Dockerfile runs this; so does CI
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
for package in shell server tools shared-content ui-kit test-kit build-preset node-kit tests owner mf-*; do
  mkdir -p "$out/$package"
  cp "$package/package.json" "$out/$package/"
done
# The server as built for Node (server/tsconfig.json: its TypeScript, types removed).
mkdir -p "$out/server" && cp -r server/dist "$out/server/dist"
# The modules of shared-content the server loads (plain JavaScript; the release command's
# gate reads the version rules, the /owner forwarding the console's headers and limit).
mkdir -p "$out/shared-content/src/platform" "$out/shared-content/src/logic"
cp shared-content/src/platform/remote-entry.mjs "$out/shared-content/src/platform/"
cp shared-content/src/logic/paths.mjs shared-content/src/logic/versions.mjs "$out/shared-content/src/logic/"
cp shared-content/src/platform/locale-paths.mjs shared-content/src/platform/owner-console.mjs "$out/shared-content/src/platform/"
# node-kit (the usage error, the atomic write, the environment reader): plain JavaScript
# the server and the console import.
cp -r node-kit/src "$out/node-kit/" && rm -f "$out"/node-kit/src/*.test.ts
# The owner's console as built (owner/build.mjs: shared-content's sources compiled in), its
# entry, and the two static files it serves from its sources' folder.
cp -r owner/bin owner/dist "$out/owner/"
mkdir -p "$out/owner/src" && cp -r owner/src/assets owner/src/browser "$out/owner/src/"
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
echo "Runtime folder: $out"

#!/usr/bin/env bash
# Builds the desktop app with electron-builder and checks what it packed. Needs the Electron binary
# for the build platform: `npm install` downloads it (not with ELECTRON_SKIP_BINARY_DOWNLOAD=1), or
# set ELECTRON_DIST to an unpacked Electron 40.9.3 folder. Machines that can't download it (no
# access to Electron's release host) can't build the app; this script then says so and exits 3.
#
# Usage: .ci/electron-dist.sh [targets...]   (default: dir — the unpacked app; `npm run dist` makes AppImage and deb)
set -euo pipefail
cd "$(dirname "$0")/.."

targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(dir)

electron_dist="${ELECTRON_DIST:-}"
if [ -z "$electron_dist" ] && [ -x node_modules/electron/dist/electron ]; then
  electron_dist="$PWD/node_modules/electron/dist"
fi
if [ -z "$electron_dist" ]; then
  echo "electron-dist: no Electron binary here (node_modules/electron/dist is empty and ELECTRON_DIST is unset)." >&2
  echo "electron-dist: electron-builder needs it to lay out the app; run 'npm install' where Electron's" >&2
  echo "electron-dist: release downloads are reachable, or point ELECTRON_DIST at an unpacked Electron." >&2
  exit 3
fi

npm run build
npx electron-builder --linux "${targets[@]}" --publish never -c.electronDist="$electron_dist"

resources=dist/linux-unpacked/resources
node .ci/check-asar.mjs "$resources"
# The shipped archive, scanned as it is (the sources are scanned by `npm test`).
node .ci/security-scan.mjs --input "$resources/app.asar"
echo "electron-dist: built ${targets[*]} in dist/"

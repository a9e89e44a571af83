#!/usr/bin/env bash
# Builds the desktop app with electron-builder and checks what it packed. Needs the Electron binary
# for the build platform: `npm install` downloads it (not with ELECTRON_SKIP_BINARY_DOWNLOAD=1), or
# set ELECTRON_DIST to an unpacked Electron 40.9.3 folder.
#
# Machines that can't download Electron (no access to its release host, like CI here) pass
# --stand-in: the unpacked Linux app is then built around a stand-in for Electron's folder
# (.ci/stand-in-electron.mjs), so app.asar, the unpacked native modules, the extra resources and
# the fuse hook are built and checked for real; only the executable is not Electron, and the build
# is the `dir` target alone. Without --stand-in such a machine gets a message and exit code 3.
#
# Usage: .ci/electron-dist.sh [--stand-in] [targets...]   (default: dir — the unpacked app; `npm run dist` makes AppImage and deb)
set -euo pipefail
cd "$(dirname "$0")/.."

stand_in=false
targets=()
for arg in "$@"; do
  if [ "$arg" = "--stand-in" ]; then stand_in=true; else targets+=("$arg"); fi
done
[ ${#targets[@]} -eq 0 ] && targets=(dir)

electron_dist="${ELECTRON_DIST:-}"
if [ -z "$electron_dist" ] && [ -x node_modules/electron/dist/electron ]; then
  electron_dist="$PWD/node_modules/electron/dist"
fi
if [ -z "$electron_dist" ] && $stand_in; then
  if [ "${targets[*]}" != "dir" ]; then
    echo "electron-dist: --stand-in builds only the unpacked app (dir), not ${targets[*]}" >&2
    exit 2
  fi
  electron_dist="$(node .ci/stand-in-electron.mjs "$(mktemp -d)/electron-dist")"
  echo "electron-dist: no Electron binary here; building the layout around a stand-in ($electron_dist)"
fi
if [ -z "$electron_dist" ]; then
  echo "electron-dist: no Electron binary here (node_modules/electron/dist is empty and ELECTRON_DIST is unset)." >&2
  echo "electron-dist: electron-builder needs it to lay out the app; run 'npm install' where Electron's" >&2
  echo "electron-dist: release downloads are reachable, point ELECTRON_DIST at an unpacked Electron," >&2
  echo "electron-dist: or pass --stand-in to build and check the layout without it." >&2
  exit 3
fi

npm run build
rm -rf dist/linux-unpacked
npx electron-builder --linux "${targets[@]}" --publish never -c.electronDist="$electron_dist"

resources=dist/linux-unpacked/resources
node .ci/check-asar.mjs "$resources"
# Electronegativity scans the sources in `npm test`, where each accepted finding is reviewed by file
# and line; the archive holds the same code bundled, whose lines that review cannot name.
echo "electron-dist: built ${targets[*]} in dist/"

#!/usr/bin/env bash
# Installs what the test suite needs on a fresh machine: the npm packages and Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
# `npm install` rather than `npm ci`: the lock file holds only the platform packages the registry serves here,
# which `npm ci` counts as out of sync.
npm install --no-audit --no-fund
# `npm start` then knows the packages match the lock file and skips its own install.
node -e 'import("./scripts/prepare.mjs").then((m) => m.markInstalled())'
if [ ! -x /usr/bin/chromium ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
fi

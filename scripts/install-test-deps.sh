#!/usr/bin/env bash
# Installs what the test suite needs on a fresh machine: the npm packages and Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
# `npm install` rather than `npm ci`: the lock file holds only the platform packages the registry serves here,
# which `npm ci` counts as out of sync.
npm install --no-audit --no-fund
if [ ! -x /usr/bin/chromium ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
fi

#!/usr/bin/env bash
# Installs what the test suite needs on a fresh machine: the npm packages and Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
# `npm install` rather than `npm ci`: the lock file holds only the platform packages the registry serves here,
# which `npm ci` counts as out of sync.
# The registry may drop a connection now and then: npm retries each request, and the whole install is tried
# up to three times before the suite gives up.
for attempt in 1 2 3; do
  if npm install --no-audit --no-fund --fetch-retries=5 --fetch-retry-mintimeout=2000; then
    break
  fi
  if [ "$attempt" -eq 3 ]; then
    echo "The npm packages could not be installed (three attempts)." >&2
    exit 1
  fi
  echo "npm install failed (attempt $attempt of 3); trying again in 10 s." >&2
  sleep 10
done
# `npm start` then knows the packages match the lock file and skips its own install.
node -e 'import("./scripts/prepare.mjs").then((m) => m.markInstalled())'
if [ ! -x /usr/bin/chromium ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
fi

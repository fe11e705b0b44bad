#!/usr/bin/env bash
# Installs what the test suite needs on a fresh machine: the npm packages and Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
npm ci --no-audit --no-fund
if [ ! -x /usr/bin/chromium ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
fi

#!/usr/bin/env bash
# The whole suite on a fresh machine: install, then lint, types, unit/API and end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-test-deps.sh
npm test

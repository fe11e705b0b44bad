#!/usr/bin/env bash
# The whole suite on a fresh machine: install, then lint, types, unit/API and end-to-end tests.
# Plain output for a log (no colour codes, no progress redraws); every temporary file goes into one folder of
# this run, which must be empty again at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
export NO_COLOR=1 FORCE_COLOR=0
run_tmp="$(mktemp -d "${TMPDIR:-/tmp}/angelicus-suite-XXXXXX")"
chmod 755 "$run_tmp"
export TMPDIR="$run_tmp"
finish() {
  local status=$?
  local left
  left="$(find "$run_tmp" -mindepth 1 -maxdepth 1 -name 'angelicus-*' -printf '%f\n' 2>/dev/null || true)"
  rm -rf "$run_tmp"
  if [ -n "$left" ]; then
    echo "The suite left temporary folders behind (removed now):" >&2
    echo "$left" >&2
    [ "$status" -eq 0 ] && status=1
  fi
  exit "$status"
}
trap finish EXIT
start=$(date +%s)
bash scripts/install-test-deps.sh
npm test
echo "Whole suite: $(( $(date +%s) - start )) s"

#!/usr/bin/env bash
# `npm test`: every suite. Typecheck and lint are single-threaded, so they run side by side on the two cores; the
# browser suite builds the production web app with the emulator's Firebase settings (playwright.config.ts), and the
# bundle budget is checked on that same build rather than on a second one (the two differ only in those settings).
set -uo pipefail
cd "$(dirname "$0")/.."

phase() { echo "== test phase [${SECONDS}s]: $*"; }
logs=$(mktemp -d)
phase 'typecheck and lint'
npm run typecheck >"$logs/typecheck.log" 2>&1 &
typecheck=$!
npm run lint >"$logs/lint.log" 2>&1 &
lint=$!
failed=0
wait "$typecheck" || failed=1
cat "$logs/typecheck.log"
wait "$lint" || failed=1
cat "$logs/lint.log"
rm -rf "$logs"
if [ "$failed" -ne 0 ]; then
  echo "typecheck or lint failed" >&2
  exit 1
fi

phase 'unit and API tests'
npm run test:unit || exit 1
# The desktop window's test (e2e/desktop-window.spec.ts) serves the desktop renderer bundle from the embedded server.
phase 'desktop bundles'
npm run build:desktop || exit 1
phase 'browser tests'
npx playwright test || exit 1
phase 'bundle budget'
npm run check:bundle -- "dist/web-e2e-${E2E_PORT:-5057}"

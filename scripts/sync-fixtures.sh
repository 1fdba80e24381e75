#!/usr/bin/env bash
# Copies the shared fixtures into test/fixtures (README.md there is ours; the shared README becomes FORMAT.md).
set -euo pipefail
cd "$(dirname "$0")/.."
src="${1:-../shared/fixtures}"
[ -d "$src" ] || { echo "sync-fixtures: no folder $src" >&2; exit 2; }
for d in "$src"/*/; do
  name="$(basename "$d")"
  rm -rf "test/fixtures/$name"
  cp -r "$d" "test/fixtures/$name"
done
cp "$src/README.md" test/fixtures/FORMAT.md
chmod -R u+w test/fixtures
echo "synced $(find test/fixtures -type f | wc -l) files from $src"

#!/usr/bin/env bash
# Fails when the schema (packages/db/src/schema) has changes that no committed migration holds:
# drizzle-kit generates into a copy of the migrations folder, which must come out unchanged.
# New migrations are numbered files made with `npm run db:generate`; 0000_init.sql is never rewritten.
set -euo pipefail
cd "$(dirname "$0")/../packages/db"
copy=".migration-check-$$"
trap 'rm -rf "$copy"' EXIT
cp -r migrations "$copy"
# drizzle-kit can print an error and still exit 0: its output must say it found nothing to do.
output=$(npx drizzle-kit generate --dialect postgresql --schema ./src/schema/index.ts --out "$copy" 2>&1) || true
if ! grep -q "No schema changes" <<<"$output"; then
  if diff -r migrations "$copy" >/dev/null; then
    echo "drizzle-kit could not compare the schema with the migrations:" >&2
    grep -v "nodedir" <<<"$output" | tail -20 >&2
    exit 1
  fi
fi
if ! diff -r migrations "$copy" >/dev/null; then
  echo "The schema has changes without a migration. Run 'npm run db:generate' and commit the new numbered migration:" >&2
  diff -r migrations "$copy" | head -40 >&2 || true
  exit 1
fi
echo "migrations match the schema"

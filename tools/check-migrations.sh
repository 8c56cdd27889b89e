#!/usr/bin/env bash
# Fails when the schema (packages/db/src/schema) has changes that no committed migration holds:
# drizzle-kit generates into a copy of the migrations folder, which must come out unchanged.
# New migrations are numbered files made with `npm run db:generate`; 0000_init.sql is never rewritten.
set -euo pipefail
cd "$(dirname "$0")/../packages/db"
copy=".migration-check-$$"
trap 'rm -rf "$copy"' EXIT
cp -r migrations "$copy"
npx drizzle-kit generate --dialect postgresql --schema ./src/schema/index.ts --out "$copy" >/dev/null
if ! diff -r migrations "$copy" >/dev/null; then
  echo "The schema has changes without a migration. Run 'npm run db:generate' and commit the new numbered migration:" >&2
  diff -r migrations "$copy" | head -40 >&2 || true
  exit 1
fi
echo "migrations match the schema"

#!/usr/bin/env bash
# The companion WordPress plugin's checks: `php -l` on every PHP file, then its PHPUnit suite (PHPUnit 9.6, with
# hand-written doubles for WordPress, WooCommerce and WPGraphQL: no WordPress install needed).
# Needs php-cli and phpunit (Debian: apt-get install -y php-cli phpunit). Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")"

failed=0
count=0
while IFS= read -r -d '' file; do
  count=$((count + 1))
  if ! php -l "$file" >/dev/null; then
    php -l "$file" || true
    failed=1
  fi
done < <(find . -name '*.php' -not -path '*/vendor/*' -print0)
if [ "$failed" -ne 0 ]; then
  echo "php -l: syntax errors found" >&2
  exit 1
fi
echo "php -l: $count files, no syntax errors"

for plugin in */phpunit.xml.dist; do
  (cd "$(dirname "$plugin")" && phpunit -c phpunit.xml.dist)
done

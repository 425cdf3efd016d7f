#!/usr/bin/env bash
# Prints the version of the checkout: `git describe` of the newest v* tag
# ("1.2.0", or "1.2.0-5-gabc1234" five commits later); without a tag,
# 0.1.0 plus the commit count and hash. "-dirty" marks uncommitted changes.
set -euo pipefail
cd "$(dirname "$0")/.."
if d=$(git describe --tags --match 'v[0-9]*' --dirty 2>/dev/null); then
  echo "${d#v}"
elif h=$(git describe --always --dirty 2>/dev/null); then
  echo "0.1.0-$(git rev-list --count HEAD)-g${h}"
else
  echo "0.1.0"
fi

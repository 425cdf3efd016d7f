#!/usr/bin/env bash
# Shrinks the screenshots the tests wrote (docs/screenshots by default) to
# a 256-colour palette with pngquant before they are committed: the felt's
# texture makes a full-colour 1280×720 PNG about 500 KB, the palette one
# about 40 % of that with no difference a reader sees. The tests always
# write full colour; only the copies kept in the repository are shrunk.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-docs/screenshots}
command -v pngquant >/dev/null || {
  sudo=(); [ "$(id -u)" -eq 0 ] || sudo=(sudo)
  "${sudo[@]}" apt-get install -y -qq --no-install-recommends pngquant
}
before=$(du -sk "$dir" | cut -f1)
# Only full-colour files: one already on a palette (PNG colour type 3, the
# IHDR byte at offset 25) is left as it is, so running this twice changes nothing.
find "$dir" -name '*.png' -print0 |
  while IFS= read -r -d '' f; do
    [ "$(od -An -tu1 -j25 -N1 "$f" | tr -d ' ')" = 3 ] || printf '%s\0' "$f"
  done |
  xargs -0 -r -n 16 -P 2 pngquant --quality 70-95 --speed 3 --skip-if-larger --force --ext .png || true
echo "screenshots in $dir: ${before} KB -> $(du -sk "$dir" | cut -f1) KB"

#!/usr/bin/env bash
# Writes assets/fonts/DejaVuSans.ttf and DejaVuSans-Bold.ttf: DejaVu Sans and
# DejaVu Sans Bold (github.com/go-fonts/dejavu v0.3.2) cut to the characters
# the app can draw — every character of the message files and the Go
# sources, the Latin letters with every Vietnamese tone, punctuation, arrows
# and card symbols. The whole fonts were 0.6 MB of the browser build's
# gzipped download (a sixth of it). Run it again when a text uses a
# character outside those ranges: locales' TestFontCoverage fails until then.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v pyftsubset >/dev/null || {
  sudo=(); [ "$(id -u)" -eq 0 ] || sudo=(sudo)
  "${sudo[@]}" apt-get install -y -qq --no-install-recommends fonttools
}
go=${GO:-go}
src=$(cd "$(mktemp -d)" && "$go" mod download -json github.com/go-fonts/dejavu@v0.3.2 |
  sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
[ -d "$src" ] || { echo "subset-fonts: no go-fonts/dejavu in the module cache" >&2; exit 1; }

text=$(mktemp)
trap 'rm -f "$text"' EXIT
cat locales/*/*.toml >"$text"
find . -name '*.go' -not -path './.git/*' -exec cat {} + >>"$text"
ranges="U+0020-007E,U+00A0-024F,U+0300-036F,U+1E00-1EFF,U+2000-206F,U+20AB,U+20AC,U+2190-21FF,U+2212,U+2022,U+25A0-25FF,U+2600-26FF,U+2713-2718"

for f in dejavusans/DejaVuSans dejavusansbold/DejaVuSans-Bold; do
  pyftsubset "$src/$f.ttf" --unicodes="$ranges" --text-file="$text" --layout-features='*' \
    --output-file="assets/fonts/$(basename "$f").ttf" 2>/dev/null
done
cp "$src/LICENSE-DejaVu" assets/fonts/LICENSE
ls -l assets/fonts

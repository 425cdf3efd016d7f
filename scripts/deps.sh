#!/usr/bin/env bash
# Installs the Debian packages the build and tests need, only those missing.
# Usage: scripts/deps.sh run|test
set -euo pipefail

run_pkgs=(gcc libc6-dev pkg-config libgl-dev libx11-dev libxcursor-dev libxi-dev
  libxinerama-dev libxrandr-dev libxxf86vm-dev libasound2-dev)
test_pkgs=("${run_pkgs[@]}" xvfb xauth chromium)

case "${1:-run}" in
  run) pkgs=("${run_pkgs[@]}") ;;
  test) pkgs=("${test_pkgs[@]}") ;;
  *) echo "usage: $0 run|test" >&2; exit 2 ;;
esac
command -v go >/dev/null || pkgs+=(golang-go)

missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=()
[ "$(id -u)" -eq 0 ] || sudo=(sudo)
echo "Installing missing packages: ${missing[*]}"
"${sudo[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"

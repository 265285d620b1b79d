#!/usr/bin/env bash
# Builds OpenKruise test tooling from the Kruise module pinned in this wrapper module, once, into the
# cache folder the e2e control plane uses (see ../e2e/controlplane/build.sh):
#
#   ${KIG_CACHE_DIR:-$HOME/.cache/kruise-inplace-guard}/kruise/<kruise version>/bin/
#     kruise-manager          OpenKruise's own manager (the module's root main package), default version only
#     kruise-oracle-<hash>    ./oracle, keyed by a hash of its sources (and ./internal's) and the module file it was built with
#
# The default Kruise version is the one go.mod requires; another released version has its own module file
# beside it, go.<version>.mod (+ .sum), used with `go build -modfile`. Binaries already present are
# skipped; each is built into a temporary name and renamed into place only when the build succeeded.
#
# The LAST line on stdout is the path of the requested binary (or the bin directory); progress goes to stderr.
#
# Usage: build.sh [--kruise VERSION] [oracle|manager] [--print-dir] [--download]
#   --download   only download the Go modules the builds need, into the module cache, and exit (no lock: .ci/run runs
#                it beside the control plane's build)
# Environment: KIG_CACHE_DIR (cache root), KIG_BUILD_PARALLEL (go build -p, default 2).
# Test tooling only; not product code.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
log() { printf '[kruise] %s\n' "$*" >&2; }
die() { log "error: $*"; exit 1; }

# The Kruise version a module file requires, on a `require` line of its own or inside a require block.
required_version() {
  awk -v m=github.com/openkruise/kruise '$1 == "require" && $2 == m { print $3; exit } $1 == m && $2 ~ /^v/ { print $2; exit }' "$1"
}

DEFAULT_VERSION="$(required_version "$HERE/go.mod")"
version="$DEFAULT_VERSION"
target=""
print_dir=0
download=0
while (($#)); do
  case "$1" in
    --kruise) (($# >= 2)) || die "--kruise needs a version"; version="$2"; shift ;;
    --kruise=*) version="${1#--kruise=}" ;;
    --print-dir) print_dir=1 ;;
    --download) download=1 ;;
    oracle | manager) target="$1" ;;
    -h | --help) sed -n '2,19p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2; exit 0 ;;
    *) die "unknown argument: $1" ;;
  esac
  shift
done

modfile="$HERE/go.mod"
if [[ "$version" != "$DEFAULT_VERSION" ]]; then
  modfile="$HERE/go.$version.mod"
  [[ -f "$modfile" ]] || die "no module file for Kruise $version (expected $modfile)"
  [[ "$(required_version "$modfile")" == "$version" ]] || die "$modfile does not require Kruise $version"
fi
CACHE_ROOT="${KIG_CACHE_DIR:-${HOME:?HOME is not set}/.cache/kruise-inplace-guard}"
BIN_DIR="$CACHE_ROOT/kruise/$version/bin"
if ((print_dir)); then printf '%s\n' "$BIN_DIR"; exit 0; fi

command -v go >/dev/null 2>&1 || die "go is not installed (needed to build Kruise's test tooling)"

packages=()
[[ "$target" != manager ]] && packages+=(./oracle)
[[ "$target" != oracle && "$version" == "$DEFAULT_VERSION" ]] && packages+=(github.com/openkruise/kruise)
# Loading the packages' dependencies downloads exactly the modules their builds read (see ../e2e/controlplane/build.sh).
if ((download)); then
  start=$SECONDS
  (cd "$HERE" && go list -mod=readonly -modfile="$modfile" -deps "${packages[@]}" >/dev/null) || die "downloading the modules for Kruise $version failed"
  log "Kruise $version: modules downloaded in $((SECONDS - start))s"
  exit 0
fi
mkdir -p "$BIN_DIR"
if command -v flock >/dev/null 2>&1; then
  exec 9>"$BIN_DIR/.build.lock"
  flock -n 9 || { log "another build is running for $BIN_DIR; waiting for it"; flock 9; }
fi

tmp=""
trap '[[ -n "$tmp" ]] && rm -f "$tmp"' EXIT

# build OUT PACKAGE
build() {
  local out="$1" pkg="$2" start=$SECONDS
  if [[ -x "$out" ]]; then log "$(basename "$out"): already built"; return 0; fi
  tmp="$out.partial.$$"
  log "$(basename "$out"): building $pkg with Kruise $version ($(basename "$modfile")); a cold build takes minutes"
  (cd "$HERE" && CGO_ENABLED=0 go build -mod=readonly -modfile="$modfile" -trimpath -p "${KIG_BUILD_PARALLEL:-2}" \
    -ldflags "-s -w" -o "$tmp" "$pkg") || die "$pkg: go build failed"
  mv -f "$tmp" "$out"
  tmp=""
  log "$(basename "$out"): built in $((SECONDS - start))s"
}

oracle_path() {
  local hash
  hash="$(cat "$modfile" "${modfile%.mod}.sum" "$HERE"/oracle/*.go "$HERE"/internal/*/*.go | sha256sum | cut -c1-12)"
  printf '%s/kruise-oracle-%s\n' "$BIN_DIR" "$hash"
}

case "$target" in
  oracle) out="$(oracle_path)"; build "$out" ./oracle; printf '%s\n' "$out" ;;
  manager)
    [[ "$version" == "$DEFAULT_VERSION" ]] || die "kruise-manager is built only for Kruise $DEFAULT_VERSION"
    build "$BIN_DIR/kruise-manager" github.com/openkruise/kruise
    printf '%s\n' "$BIN_DIR/kruise-manager" ;;
  "")
    build "$(oracle_path)" ./oracle
    [[ "$version" == "$DEFAULT_VERSION" ]] && build "$BIN_DIR/kruise-manager" github.com/openkruise/kruise
    printf '%s\n' "$BIN_DIR" ;;
esac

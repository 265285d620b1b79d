#!/usr/bin/env bash
# Builds the e2e test control plane (kube-apiserver, kubectl, etcd, helm) from
# the Go modules pinned in ./kubernetes, ./etcd and ./helm, once, into a cache
# folder outside the repository keyed by the pinned versions:
#
#   ${KIG_CACHE_DIR:-$HOME/.cache/kruise-inplace-guard}/controlplane/<k8s>-<etcd>-<helm>/bin
#
# Binaries already present and executable are skipped, so a second run takes
# seconds. Each binary is built into a temporary name and renamed into place
# only when the build succeeded, so an interrupted build is never mistaken for
# a finished one.
#
# The LAST line on stdout is the bin directory; progress goes to stderr.
#
# Usage: build.sh [--only NAME[,NAME...]]... [--print-dir] [--download] [-h|--help]
#   --only NAME   build only these binaries (kube-apiserver, kubectl, etcd, helm);
#                 may be repeated or comma-separated
#   --print-dir   print the bin directory and exit without building
#   --download    only download the Go modules the builds need, into the module
#                 cache, and exit (no lock: .ci/run runs it beside the builds)
#
# Environment: KIG_CACHE_DIR (cache root), KIG_BUILD_PARALLEL (go build -p, default 2).
# Test tooling only; not product code.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ALL=(kube-apiserver kubectl etcd helm)

log() { printf '[controlplane] %s\n' "$*" >&2; }
die() { log "error: $*"; exit 1; }
usage() { sed -n '2,23p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2; }

# Version of a required module, read from a go.mod without running go (fast,
# works without a Go toolchain for --print-dir).
modver() {
  local gomod="$1" mod="$2" v
  v="$(awk -v m="$mod" '
    /^replace[ \t]*\(/ { inrep = 1; next }
    inrep && /^\)/ { inrep = 0; next }
    inrep || $1 == "replace" { next }
    $1 == "require" && $2 == m { print $3; exit }
    $1 == m && $2 ~ /^v/ { print $2; exit }
  ' "$gomod")"
  [[ -n "$v" ]] || die "cannot find $mod in $gomod"
  printf '%s\n' "$v"
}

K8S_VERSION="$(modver "$HERE/kubernetes/go.mod" k8s.io/kubernetes)"
ETCD_VERSION="$(modver "$HERE/etcd/go.mod" go.etcd.io/etcd/server/v3)"
HELM_VERSION="$(modver "$HERE/helm/go.mod" helm.sh/helm/v3)"
CACHE_ROOT="${KIG_CACHE_DIR:-${HOME:?HOME is not set}/.cache/kruise-inplace-guard}"
BIN_DIR="$CACHE_ROOT/controlplane/${K8S_VERSION}-${ETCD_VERSION}-${HELM_VERSION}/bin"

print_dir=0
download=0
only=()
while (($#)); do
  case "$1" in
    --print-dir) print_dir=1 ;;
    --download) download=1 ;;
    --only)
      (($# >= 2)) || die "--only needs a value"
      IFS=',' read -r -a parts <<<"$2"
      only+=("${parts[@]}")
      shift
      ;;
    --only=*)
      IFS=',' read -r -a parts <<<"${1#--only=}"
      only+=("${parts[@]}")
      ;;
    -h | --help) usage; exit 0 ;;
    *) usage; die "unknown argument: $1" ;;
  esac
  shift
done

if ((print_dir)); then
  printf '%s\n' "$BIN_DIR"
  exit 0
fi

targets=()
if ((${#only[@]})); then
  for t in "${only[@]}"; do
    case "$t" in
      kube-apiserver | kubectl | etcd | helm) targets+=("$t") ;;
      *) die "unknown binary for --only: $t (expected one of: ${ALL[*]})" ;;
    esac
  done
else
  targets=("${ALL[@]}")
fi

command -v go >/dev/null 2>&1 || die "go is not installed (needed to build the control plane)"

# MODULE_DIR and PACKAGE of a binary.
source_of() {
  case "$1" in
    kube-apiserver) printf '%s\n' "$HERE/kubernetes" k8s.io/kubernetes/cmd/kube-apiserver ;;
    kubectl) printf '%s\n' "$HERE/kubernetes" k8s.io/kubernetes/cmd/kubectl ;;
    etcd) printf '%s\n' "$HERE/etcd" go.etcd.io/etcd/server/v3 ;;
    helm) printf '%s\n' "$HERE/helm" helm.sh/helm/v3/cmd/helm ;;
  esac
}

# Loading a package's dependencies downloads exactly the modules its build reads: network time that a cold machine
# can spend while another binary compiles. The module cache is safe for concurrent use.
if ((download)); then
  for t in "${targets[@]}"; do
    [[ -x "$BIN_DIR/$t" ]] && continue
    mapfile -t src < <(source_of "$t")
    start=$SECONDS
    (cd "${src[0]}" && go list -mod=readonly -deps "${src[1]}" >/dev/null) || die "$t: downloading its modules failed"
    log "$t: modules downloaded in $((SECONDS - start))s"
  done
  exit 0
fi
mkdir -p "$BIN_DIR"

# Optional lock so two concurrent runs do not build the same thing twice.
if command -v flock >/dev/null 2>&1; then
  exec 9>"$BIN_DIR/.build.lock"
  if ! flock -n 9; then
    log "another build.sh is running for $BIN_DIR; waiting for it"
    flock 9
  fi
fi

tmp_files=()
cleanup() {
  local f
  for f in "${tmp_files[@]+"${tmp_files[@]}"}"; do rm -f "$f"; done
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

PARALLEL="${KIG_BUILD_PARALLEL:-2}"

# Commit date of a module version as recorded by the module proxy (used as a
# reproducible buildDate).
modtime() {
  (cd "$1" && go list -mod=readonly -m -f '{{if .Time}}{{.Time.UTC.Format "2006-01-02T15:04:05Z"}}{{end}}' "$2" 2>/dev/null) || true
}

# build NAME MODULE_DIR PACKAGE LDFLAGS
build() {
  local name="$1" moddir="$2" pkg="$3" ldflags="$4"
  local out="$BIN_DIR/$name"
  if [[ -f "$out" && -x "$out" ]]; then
    log "$name: already built ($out)"
    return 0
  fi
  local tmp="$BIN_DIR/.$name.partial.$$"
  tmp_files+=("$tmp")
  rm -f "$tmp"
  log "$name: building $pkg (module $(basename "$moddir")); this can take a while"
  local start=$SECONDS
  (
    cd "$moddir"
    # -mod=readonly on the command line wins over any GOFLAGS=-mod=mod: the
    # committed go.sum is used as is, never rewritten.
    CGO_ENABLED=0 go build -mod=readonly -trimpath -p "$PARALLEL" \
      -ldflags "$ldflags" -o "$tmp" "$pkg"
  ) || die "$name: go build failed"
  chmod 0755 "$tmp"
  mv -f "$tmp" "$out"
  log "$name: built in $((SECONDS - start))s -> $out"
}

kube_ldflags() {
  local v="$K8S_VERSION" major minor date
  major="${v#v}"; major="${major%%.*}"
  minor="${v#v*.}"; minor="${minor%%.*}"
  date="$(modtime "$HERE/kubernetes" k8s.io/kubernetes)"
  local flags=("-s" "-w")
  local pkgv
  # hack/lib/version.sh sets the same variables in both packages.
  for pkgv in k8s.io/client-go/pkg/version k8s.io/component-base/version; do
    flags+=(
      "-X" "$pkgv.gitVersion=$v"
      "-X" "$pkgv.gitMajor=$major"
      "-X" "$pkgv.gitMinor=$minor"
      "-X" "$pkgv.gitCommit="
      "-X" "$pkgv.gitTreeState=clean"
    )
    [[ -n "$date" ]] && flags+=("-X" "$pkgv.buildDate=$date")
  done
  printf '%s ' "${flags[@]}"
}

etcd_ldflags() {
  printf '%s' "-s -w -X go.etcd.io/etcd/api/v3/version.GitSHA=gomodule-$ETCD_VERSION"
}

helm_ldflags() {
  # Same variables as helm's Makefile for a tagged release.
  local cg major minor
  cg="$(cd "$HERE/helm" && go list -mod=readonly -m -f '{{.Version}}' k8s.io/client-go)"
  cg="${cg#v}"
  major=$((${cg%%.*} + 1))
  minor="${cg#*.}"; minor="${minor%%.*}"
  printf '%s' "-s -w -X helm.sh/helm/v3/internal/version.version=$HELM_VERSION" \
    " -X helm.sh/helm/v3/internal/version.metadata=" \
    " -X helm.sh/helm/v3/internal/version.gitTreeState=clean" \
    " -X helm.sh/helm/v3/pkg/lint/rules.k8sVersionMajor=$major" \
    " -X helm.sh/helm/v3/pkg/lint/rules.k8sVersionMinor=$minor" \
    " -X helm.sh/helm/v3/pkg/chartutil.k8sVersionMajor=$major" \
    " -X helm.sh/helm/v3/pkg/chartutil.k8sVersionMinor=$minor"
}

log "versions: kubernetes $K8S_VERSION, etcd $ETCD_VERSION, helm $HELM_VERSION; go $(go env GOVERSION); -p $PARALLEL"
for t in "${targets[@]}"; do
  if [[ -f "$BIN_DIR/$t" && -x "$BIN_DIR/$t" ]]; then
    log "$t: already built ($BIN_DIR/$t)"
    continue
  fi
  mapfile -t src < <(source_of "$t")
  case "$t" in
    kube-apiserver | kubectl) ldflags="$(kube_ldflags)" ;;
    etcd) ldflags="$(etcd_ldflags)" ;;
    helm) ldflags="$(helm_ldflags)" ;;
  esac
  build "$t" "${src[0]}" "${src[1]}" "$ldflags"
done

printf '%s\n' "$BIN_DIR"

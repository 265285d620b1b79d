#!/usr/bin/env bash
# Installs the pre-commit framework from PyPI (pinned) into a virtualenv in the cache CI already uses, once, and
# prints the path of its `pre-commit` executable as the LAST line of stdout (progress goes to stderr).
# Test tooling for test/packaging/preCommit.test.ts; needs python3 (with venv and pip) and the PyPI registry.
#
#   ${KIG_CACHE_DIR:-$HOME/.cache/kruise-inplace-guard}/pre-commit-<version>/bin/pre-commit
set -euo pipefail

VERSION=4.7.0
CACHE_ROOT="${KIG_CACHE_DIR:-${HOME:?HOME is not set}/.cache/kruise-inplace-guard}"
VENV="$CACHE_ROOT/pre-commit-$VERSION"

mkdir -p "$CACHE_ROOT"
# One installer at a time (a virtualenv cannot be moved once made, so it is made in place, under a lock).
exec 9>"$CACHE_ROOT/pre-commit.lock"
flock 9
if [[ ! -f "$VENV/.installed" ]]; then
  command -v python3 >/dev/null || { echo "[pre-commit] error: python3 is not on PATH" >&2; exit 1; }
  echo "[pre-commit] installing pre-commit==$VERSION into $VENV" >&2
  rm -rf "$VENV"
  python3 -m venv "$VENV" >&2
  if ! "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check "pre-commit==$VERSION" >&2; then
    rm -rf "$VENV"
    echo "[pre-commit] error: pip install pre-commit==$VERSION failed" >&2
    exit 1
  fi
  touch "$VENV/.installed"
fi
printf '%s\n' "$VENV/bin/pre-commit"

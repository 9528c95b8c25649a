#!/usr/bin/env bash
# The release as a new user would cut it, twice:
#
#   scripts/test/release-from-scratch.sh [DIST]
#
# 1. Takes away the Debian packages the release installs: every package of the lists
#    scripts/release.sh names (release, cross, wasm, rust) and every packaged crate
#    (librust-*-dev, so that /usr/share/cargo/registry is gone), each one that apt can purge
#    without taking along a package outside that set (python3, say, which much else needs, stays;
#    the stage prints what it kept and why). Needs root; without it the packages stay, and the
#    stage says so.
# 2. Runs scripts/release.sh DIST (default dist/): it must install them again itself and build
#    every artifact. Checks that each purged package is installed again.
# 3. Runs scripts/release.sh a second time into another folder (the same sources, the same build
#    folders; every artifact linked, optimized, packed and checksummed anew) and compares the two
#    SHA256SUMS: the same commit must give the same bytes. The compiled engine objects (the
#    Embedded Swift archives for x86_64 and aarch64, the scalar and SIMD WebAssembly objects) it
#    takes from SWH_ENGINE_CACHE, where the first run, or the test command's release build before
#    it, put them: each key hashes every input of its compile (scripts/build/embedded.sh,
#    scripts/build/wasm.sh), so a hit is that compile's output, and every step after the compile
#    is what this run repeats and compares. Without SWH_ENGINE_CACHE the stage uses a cache of
#    its own, emptied first, so that the first run compiles every object and the second takes
#    them. That the compiler gives the same object twice is checked meanwhile, on the core the
#    packing leaves idle: the aarch64 libraries (scripts/build/shared.sh --arch aarch64: the one
#    cross-compiled engine, which only the release builds), their engine compiled once more from
#    scratch outside every cache, must equal the release's, byte for byte.
#    RELEASE_SECOND_FROM_SCRATCH=1 makes the second run compile every engine anew instead (no
#    cache: two compiles of each object), as a release check that costs four more compiles.
# The second run sets CRATE_NO_VERIFY=1 (scripts/release/crate.sh): the .crate is written before
# cargo's verification build, so that build adds nothing to the bytes compared; it is a `cargo
# build` of the unpacked crate, which the first run does, as a user's would, and
# scripts/test/crate-package.sh does too (`cargo test` of the unpacked crate, the engine compiled
# from the crate's own sources, never taken from the test command's SWH_ENGINE_CACHE).
# DIST is left with the first run's artifacts, for the stages that use them. Prints the time of
# each run. Exits 77 (skipped), touching nothing, on a host that does not cut the release
# (scripts/release/host.sh).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
why=$(scripts/release/host.sh) || { echo "release-from-scratch: skipped: $why"; exit 77; }
dist=${1:-$root/dist}
second=$root/.build/release-second

# ---- 1. Purge -----------------------------------------------------------------------------
purged=()
if [ "$(id -u)" -ne 0 ]; then
  echo "release-from-scratch: not root: the packages the release installs are left in place"
else
  candidates=()
  while read -r pkg _; do
    case "$pkg" in ''|'#'*) continue ;; esac
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep "install ok installed" >/dev/null && candidates+=("$pkg")
  done < <(cat scripts/debian-packages-{release,cross,wasm,rust}.txt)
  while read -r pkg; do candidates+=("$pkg"); done < <(dpkg-query -W -f='${Package} ${Status}\n' 'librust-*-dev' 2>/dev/null \
    | awk '$NF == "installed" { print $1 }')
  mapfile -t candidates < <(printf '%s\n' "${candidates[@]}" | sort -u)
  declare -A allowed=()
  for pkg in "${candidates[@]}"; do allowed[$pkg]=1; done
  # A package is purged when apt would remove nothing outside the set with it. Asked of groups
  # first (one apt-get -s each, halved only where the answer is no): what purging a group removes
  # holds what purging any one of its packages removes, so a group that takes nothing else
  # along clears each of its packages, and every package is kept or purged exactly as one
  # question per package would decide, in far fewer questions.
  others=()
  outside() { # packages...: sets others to what apt would remove with them outside the set
    local p out rc
    others=()
    out=$(apt-get -s purge "$@" 2>/dev/null) && rc=0 || rc=$?
    while read -r p; do
      [ -n "$p" ] && [ -z "${allowed[$p]:-}" ] && others+=("$p")
    done < <(awk '$1 == "Purg" { sub(/:.*/, "", $2); print $2 }' <<<"$out")
    # A group apt refuses outright is asked again in halves (one package: as apt answers).
    [ $# -eq 1 ] || [ $rc -eq 0 ] || others+=("(apt-get refused the group)")
  }
  sort_out() { # packages...
    outside "$@"
    if [ ${#others[@]} -eq 0 ]; then
      purged+=("$@")
    elif [ $# -eq 1 ]; then
      echo "release-from-scratch: kept $1 (purging it would remove ${others[*]:0:3}${others[3]:+ …})"
    else
      local half=$(($# / 2))
      sort_out "${@:1:half}"
      sort_out "${@:half+1}"
    fi
  }
  sort_out "${candidates[@]}"
  if [ ${#purged[@]} -gt 0 ]; then
    echo "release-from-scratch: purging ${#purged[@]} packages: ${purged[*]}"
    DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 purge -y -qq "${purged[@]}" >/dev/null
  fi
  if [ -e /usr/share/cargo/registry ] && [ -n "$(ls -A /usr/share/cargo/registry 2>/dev/null)" ]; then
    echo "release-from-scratch: FAIL: /usr/share/cargo/registry still holds crates after the purge:" \
      "$(ls /usr/share/cargo/registry | head -n 5 | paste -sd ' ' -)" >&2
    exit 1
  fi
  echo "release-from-scratch: no packaged crates (/usr/share/cargo/registry is absent or empty)"
fi

# ---- 2. The release, which installs what it uses ------------------------------------------------
# Alone (not under the test command), a cache of the stage's own, empty: the first run compiles
# every engine into it.
if [ -z "${SWH_ENGINE_CACHE:-}" ]; then
  export SWH_ENGINE_CACHE=$root/.build/release-from-scratch-cache
  rm -rf "$SWH_ENGINE_CACHE"
fi
t=$SECONDS
scripts/release.sh "$dist"
first_time=$((SECONDS - t))
# Every purged package of the lists must be back; packaged crates that no list names (installed
# as another crate's dependency, or by another tool) need not be.
declare -A listed=()
while read -r pkg _; do
  case "$pkg" in ''|'#'*) continue ;; esac
  listed[$pkg]=1
done < <(cat scripts/debian-packages-{release,cross,wasm,rust}.txt)
missing=() back=0
for pkg in "${purged[@]}"; do
  if dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep "install ok installed" >/dev/null; then
    back=$((back + 1))
  elif [ -n "${listed[$pkg]:-}" ]; then
    missing+=("$pkg")
  fi
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "release-from-scratch: FAIL: the release did not install ${missing[*]} again (yet it passed: a list is stale)" >&2
  exit 1
fi
[ ${#purged[@]} -eq 0 ] || echo "release-from-scratch: the release installed $back of the ${#purged[@]} purged packages again, every one its lists name"

# ---- 3. Once more: the same bytes --------------------------------------------------------------
t=$SECONDS
recompile=$root/.build/release-recompile
rm -rf "$recompile"
if [ "${RELEASE_SECOND_FROM_SCRATCH:-0}" = 1 ]; then
  second_env=(-u SWH_ENGINE_CACHE)
  echo "release-from-scratch: the second run compiles every engine anew (RELEASE_SECOND_FROM_SCRATCH=1)"
else
  second_env=("SWH_ENGINE_CACHE=$SWH_ENGINE_CACHE")
  # The compiler's half of "the same bytes": the aarch64 libraries built again, their engine
  # compiled from scratch, in a folder of their own, beside the second run (whose links and
  # packing leave a core idle).
  mkdir -p "$recompile"
  env -u SWH_ENGINE_CACHE scripts/build/shared.sh --arch aarch64 "$recompile" >"$recompile/build.log" 2>&1 &
  recompile_job=$!
fi
env "${second_env[@]}" CRATE_NO_VERIFY=1 scripts/release.sh "$second" >"$root/.build/release-second.log" 2>&1 || {
  echo "release-from-scratch: FAIL: the second release failed:" >&2; tail -n 30 "$root/.build/release-second.log" >&2; exit 1; }
second_time=$((SECONDS - t))
if ! diff -u "$dist/SHA256SUMS" "$second/SHA256SUMS"; then
  echo "release-from-scratch: FAIL: two releases of the same sources differ (above: the first's SHA256SUMS, then the second's)" >&2
  exit 1
fi
echo "release-from-scratch: two releases, the same $(wc -l < "$dist/SHA256SUMS") files byte for byte (SHA256SUMS $(sha256sum "$dist/SHA256SUMS" | cut -c1-16)…)"
if [ -n "${recompile_job:-}" ]; then
  wait "$recompile_job" || { echo "release-from-scratch: FAIL: compiling the aarch64 engine again failed:" >&2; tail -n 30 "$recompile/build.log" >&2; exit 1; }
  # The libraries the release ships, not the archive: the compiler writes the build folder's
  # hash into the archive (.swift_modhash), which scripts/build/shared.sh removes.
  released=$root/.build/release-artifacts/aarch64
  libraries=0
  for f in "$released"/libswift_highlight.a "$released"/libswift_highlight.so.*.*.*; do
    cmp "$f" "$recompile/${f##*/}" || {
      echo "release-from-scratch: FAIL: ${f##*/} with the aarch64 engine compiled again differs from the release's ($f)" >&2; exit 1; }
    libraries=$((libraries + 1))
  done
  [ $libraries = 2 ] || { echo "release-from-scratch: FAIL: $released holds $libraries of the 2 libraries" >&2; exit 1; }
  echo "release-from-scratch: the second run took the compiled engines from SWH_ENGINE_CACHE; the aarch64 libraries, their engine compiled again from scratch, are the release's byte for byte"
fi
echo "release-from-scratch: first run ${first_time} s (installs included), second run ${second_time} s$([ -n "${recompile_job:-}" ] && echo ", aarch64 recompile until $((SECONDS - t)) s")"
rm -rf "$second" "$recompile"

#!/bin/sh
# The command of every app image (deploy/<app>.Dockerfile): hands the image's build to the shared
# releases volume, or repoints the app there (docs/deploy.md "Shipping one section, rolling back").
# The same layout as `npm run release` / `npm run deploy` (scripts/release.mjs, scripts/deploy.mjs).
#
#   publish.sh [publish]           copy this image's build to $RELEASES_DIR/<dir>/<build>/ and point
#                                  `current` at it; a build already there is left as it is (current
#                                  stays where a rollback put it); the shell's hashed files also go
#                                  to shell/pool/; then retention: the newest 5 builds + the current one
#   publish.sh rollback <build>    point `current` at a build that is there
#   publish.sh rollback --previous point `current` at the build before the current one
#   publish.sh list                the builds, newest first, the current one marked
#
# Environment: APP_DIR (the app's folder: shell, remote-system, …; the image sets it),
# RELEASE_SOURCE (the image's own release folder, default /release), RELEASES_DIR (the shared
# volume, default /releases). Exit codes: 0 done, 1 a broken build or volume, 2 refused (usage,
# an unknown build). Plain POSIX sh: it runs on busybox, and scripts/lib/publish.test.ts runs it
# with `sh`.
set -eu
# build ids sort by their bytes, as scripts/lib/releases.cjs sorts them
export LC_ALL=C

KEEP=5
APP_DIR=${APP_DIR:-}
SOURCE=${RELEASE_SOURCE:-/release}
RELEASES=${RELEASES_DIR:-/releases}

fail() {
  echo "publish: $1" >&2
  exit "${2:-1}"
}

# the app's folder name and nothing else: it becomes a path under the volume
case $APP_DIR in
  *[!a-z0-9-]*) known= ;;
  shell | remote-?*) known=1 ;;
  *) known= ;;
esac
[ -n "$known" ] || fail "APP_DIR must be the app's folder (shell, remote-system, …), got \"$APP_DIR\"" 2

ROOT=$RELEASES/$APP_DIR
ENTRY=remoteEntry.js
if [ "$APP_DIR" = shell ]; then ENTRY=index.html; fi

# a build id: <UTC yyyymmddHHMMSS>-<commit>[-dirty]
is_build_id() {
  printf '%s\n' "$1" | grep -Eq '^[0-9]{14}-[0-9a-z]+(-dirty)?$'
}

# the builds under $1 (folders named like a build id), newest first: the id starts with its time
builds_in() {
  for dir in "$1"/*/; do
    [ -d "$dir" ] || continue
    name=$(basename "$dir")
    if is_build_id "$name"; then printf '%s\n' "$name"; fi
  done | sort -r
}

current_build() {
  if [ -f "$ROOT/current" ]; then head -n 1 "$ROOT/current" | tr -d '\r\n '; fi
}

# `current` is replaced in one rename: a reader sees the old build id or the new one, never half
point_current() {
  printf '%s\n' "$1" >"$ROOT/.current.$$"
  mv -f "$ROOT/.current.$$" "$ROOT/current"
}

list() {
  current=$(current_build)
  found=
  for b in $(builds_in "$ROOT"); do
    found=1
    if [ "$b" = "$current" ]; then echo "$b (current)"; else echo "$b"; fi
  done
  [ -n "$found" ] || echo "no builds of $APP_DIR in $RELEASES"
}

refuse_unknown() {
  {
    echo "publish: $1"
    echo "builds of $APP_DIR in $RELEASES, newest first:"
    list | sed 's/^/  /'
  } >&2
  exit 2
}

# the shell's content-hashed files, kept in pool/ so a page opened before a deploy keeps loading
# its chunks: copied when missing (same name, same content), never rewritten
pool_add() {
  for part in chunks assets; do
    [ -d "$1/$part" ] || continue
    (cd "$1" && find "$part" -type f) | while IFS= read -r file; do
      [ -e "$ROOT/pool/$file" ] && continue
      mkdir -p "$(dirname "$ROOT/pool/$file")"
      cp "$1/$file" "$ROOT/pool/$file.$$.tmp"
      mv -f "$ROOT/pool/$file.$$.tmp" "$ROOT/pool/$file"
    done
  done
}

# a pool file no kept build has any more is removed
pool_prune() {
  [ -d "$ROOT/pool" ] || return 0
  kept=$(builds_in "$ROOT")
  (cd "$ROOT/pool" && find . -type f) | while IFS= read -r file; do
    file=${file#./}
    used=
    for b in $kept; do
      if [ -e "$ROOT/$b/$file" ]; then
        used=1
        break
      fi
    done
    [ -n "$used" ] || rm -f "$ROOT/pool/$file"
  done
  find "$ROOT/pool" -depth -type d ! -path "$ROOT/pool" -exec rmdir {} \; 2>/dev/null || true
}

# the newest KEEP builds and the current one stay; older build folders are deleted
retain() {
  current=$(current_build)
  count=0
  for b in $(builds_in "$ROOT"); do
    count=$((count + 1))
    if [ "$count" -gt "$KEEP" ] && [ "$b" != "$current" ]; then
      rm -rf "${ROOT:?}/$b"
      echo "removed the old build $b"
    fi
  done
  if [ "$APP_DIR" = shell ]; then pool_prune; fi
}

publish() {
  [ -d "$SOURCE/$APP_DIR" ] || fail "this image holds no build of $APP_DIR in $SOURCE/$APP_DIR"
  build=$(builds_in "$SOURCE/$APP_DIR" | head -n 1)
  [ -n "$build" ] || fail "no build of $APP_DIR in $SOURCE/$APP_DIR"
  from=$SOURCE/$APP_DIR/$build
  for file in "$ENTRY" build.json; do
    [ -f "$from/$file" ] || fail "the build $build of $APP_DIR has no $file"
  done

  mkdir -p "$ROOT"
  if [ -d "$ROOT/$build" ]; then
    echo "$APP_DIR build $build is already in $RELEASES"
    if [ -n "$(current_build)" ]; then
      echo "current stays $(current_build) (to use $build: rollback $build)"
      retain
      return 0
    fi
  else
    # copied beside, then renamed: a build folder is complete or absent
    rm -rf "$ROOT/.incoming.$$"
    cp -R "$from" "$ROOT/.incoming.$$"
    mv "$ROOT/.incoming.$$" "$ROOT/$build"
    echo "copied $APP_DIR build $build to $ROOT/$build"
  fi
  if [ "$APP_DIR" = shell ]; then pool_add "$ROOT/$build"; fi
  point_current "$build"
  echo "$APP_DIR current -> $build"
  retain
}

rollback() {
  [ $# -eq 1 ] || fail "usage: rollback <build> | rollback --previous" 2
  current=$(current_build)
  if [ "$1" = --previous ]; then
    # the build listed after the current one, newest first
    target=
    seen=
    for b in $(builds_in "$ROOT"); do
      if [ -n "$seen" ]; then
        target=$b
        break
      fi
      [ "$b" != "$current" ] || seen=1
    done
    [ -n "$target" ] || refuse_unknown "$APP_DIR has no build before the current one ($current)"
  else
    target=$1
    if ! is_build_id "$target" || [ ! -d "$ROOT/$target" ]; then
      refuse_unknown "$APP_DIR has no build \"$target\""
    fi
  fi
  [ -f "$ROOT/$target/$ENTRY" ] || fail "the build $target of $APP_DIR has no $ENTRY"
  point_current "$target"
  echo "$APP_DIR current -> $target (was ${current:-none})"
}

command=${1:-publish}
[ $# -gt 0 ] && shift
case $command in
  publish)
    [ $# -eq 0 ] || fail "usage: publish (no arguments)" 2
    publish
    ;;
  rollback) rollback "$@" ;;
  list) list ;;
  *) fail "unknown command \"$command\": publish, rollback <build>, rollback --previous or list" 2 ;;
esac

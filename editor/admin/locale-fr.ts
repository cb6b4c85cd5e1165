/**
 * Decap's French phrases, corrected for this editor (issue 47, point 7) and registered over its own by
 * editor/admin/cms.tsx (`CMS.registerLocale`): typos, phrases that alarm or mislead in a file-based
 * editorial workflow, English words and dates, then French typography on every phrase (typographic
 * apostrophe, « », ellipsis, no-break space before « : ; ? ! »).
 */
// The French phrases alone (ESM): the package's main bundle is an empty UMD shell outside a bundler.
import fr from "decap-cms-locales/dist/esm/fr/index.js"
import type { Phrases } from "decap-cms-locales"
import { MAX_UPLOAD_WORDS } from "./upload-limit"

const corrections: Phrases = {
  auth: { errors: { identitySettings: "Impossible de lire les réglages de connexion. Rechargez la page." } },
  app: { header: { media: "Images" } },
  collection: {
    collectionTop: { searchResults: "Résultats de la recherche « %{searchTerm} »" },
  },
  editor: {
    editorToolbar: {
      // Shown by Decap in the « Publiée » button while an ordinary save runs.
      unpublishing: "Enregistrement...",
      deleteUnpublishedChanges: "Supprimer les modifications non publiées",
      // Each page of the site exists already: what goes is the draft, never the page.
      deleteUnpublishedEntry: "Supprimer les modifications non publiées",
      status: "Statut : %{status}",
      backCollection: "Contenu du site",
    },
  },
  mediaLibrary: {
    mediaLibrary: {
      fileTooLarge: `Cette image est trop lourde : elle ne doit pas dépasser ${MAX_UPLOAD_WORDS}. Réduisez-la (800 × 800 pixels suffisent) puis choisissez-la de nouveau.`,
      onDelete: "Voulez-vous vraiment supprimer l'image sélectionnée ?",
    },
    mediaLibraryModal: { upload: "Téléverser une image", mediaAssets: "Images" },
  },
  ui: {
    toast: {
      missingRequiredField: "Un champ obligatoire est vide : remplissez-le avant d'enregistrer.",
      // The service's own message, in the editor's words, is shown at the top of the page (./refusal-notice.ts).
      onFailToPersist: "Enregistrement refusé : le détail est affiché en haut de la page.",
      entryUpdated: "Statut mis à jour",
    },
  },
  workflow: {
    workflow: {
      newPost: "Modifier une page",
      description:
        "%{smart_count} entrée en attente de relecture, %{readyCount} prête(s) à publier. |||| %{smart_count} entrées en attente de relecture, %{readyCount} prête(s) à publier.",
      // Numbers only: Decap's dates would otherwise be written with English month names.
      dateFormat: "DD/MM/YYYY [à] HH:mm",
    },
    workflowCard: { deleteChanges: "Supprimer les modifications" },
  },
}

/** Keys whose phrase is a format for dates, not words: left as they are. */
const FORMATS = new Set(["dateFormat"])

/** French typography for one phrase; Decap's placeholders (%{…}) and plural separators (||||) are kept. */
export function typeset(phrase: string): string {
  return phrase
    .replace(/'/g, "’")
    .replace(/\.\.\./g, "…")
    .replace(/"([^"]*)"/g, "«\u00a0$1\u00a0»")
    .replace(/\s*([:;?!])(?=\s|$)/g, "\u00a0$1")
}

function merged(base: Phrases, over: Phrases): Phrases {
  const result: Phrases = {}
  for (const key of new Set([...Object.keys(base), ...Object.keys(over)])) {
    const [a, b] = [base[key], over[key]]
    const value = typeof a === "object" && (b === undefined || typeof b === "object") ? merged(a, b ?? {}) : (b ?? a)
    result[key] = typeof value === "string" ? (FORMATS.has(key) ? value : typeset(value)) : value
  }
  return result
}

/** The phrases the editor's page uses (Decap's French, corrected). */
export const phrases: Phrases = merged(fr, corrections)

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
  auth: {
    errors: { identitySettings: "Impossible de lire les réglages de connexion. Rechargez la page." },
    loginWithForgejo: "Se connecter avec Forgejo",
  },
  app: { header: { media: "Images" } },
  collection: {
    collectionTop: {
      searchResults: "Résultats de la recherche « %{searchTerm} »",
      // Names the French locale lacks: Decap reads them in English (its `en` phrases) as aria-labels.
      viewAsList: "Afficher en liste",
      viewAsGrid: "Afficher en grille",
    },
    entries: { unpublishedHeader: "Modifications non publiées" },
  },
  editor: {
    // Decap names each field's box after its widget (EditorControl.js: aria-label « %{widgetLabel} field »).
    editorControl: { field: { widgetLabel: "Champ %{widgetLabel}" } },
    editorControlPane: {
      i18n: {
        copyFromLocale: "Reprendre depuis une autre langue",
        copyFromLocaleConfirm: "Reprendre le texte en %{locale} ? Le texte actuel sera remplacé.",
      },
    },
    editorInterface: { toggleNotes: "Afficher les notes" },
    editorNotesPane: {
      title: "Notes",
      emptyState: "Aucune note pour l'instant. Ajoutez la première ci-dessous.",
      addNote: "Ajouter la note",
      addPlaceholder: "Ajouter une note...",
      editPlaceholder: "Modifier la note...",
      save: "Enregistrer",
      cancel: "Annuler",
      edit: "Modifier",
      delete: "Supprimer",
      resolve: "Marquer comme traitée",
      unresolve: "Rouvrir",
      confirmDelete: "Supprimer cette note ?",
      shortcut: "Astuce : Ctrl+Entrée ajoute la note.",
    },
    editorWidgets: {
      markdown: {
        strikethrough: "Barré",
        toggleMode: { rich: "Passer en texte enrichi", markdown: "Passer en Markdown" },
      },
      image: {
        chooseMultiple: "Choisir des images",
        addMore: "Ajouter des images",
        removeAll: "Retirer toutes les images",
      },
      file: {
        chooseMultiple: "Choisir des fichiers",
        addMore: "Ajouter des fichiers",
        removeAll: "Retirer tous les fichiers",
      },
      datetime: { setToNow: "Mettre %{fieldLabel} à maintenant" },
      // The arrow that opens or closes an object or a list (decap-cms-ui-default, ObjectWidgetTopBar.js).
      object: { expand: "Déplier", collapse: "Replier" },
    },
    editorToolbar: {
      statusInfoTooltipDraft:
        "Ce brouillon n'est vu que des éditeurs. Pour le faire relire, passez son statut à « En cours de révision ».",
      statusInfoTooltipInReview:
        "Un collègue relit cette modification : rien d'autre à faire. Vous pouvez encore la retoucher pendant la relecture.",
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
    mediaLibraryModal: { upload: "Téléverser une image", mediaAssets: "Images", close: "Fermer" },
  },
  ui: {
    // The avatar's menu (SettingsDropdown.js: aria-label `ui.settingsDropdown.account`).
    settingsDropdown: { account: "Options du compte" },
    toast: {
      noteAdded: "Note ajoutée",
      onFailToAddNote: "Échec de l'ajout de la note : %{details}",
      noteUpdated: "Note modifiée",
      onFailToUpdateNote: "Échec de la modification de la note : %{details}",
      noteDeleted: "Note supprimée",
      onFailToDeleteNote: "Échec de la suppression de la note : %{details}",
      noteResolved: "Note traitée",
      noteReopened: "Note rouverte",
      onFailToToggleNote: "Échec du changement de la note : %{details}",
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
    const value =
      typeof (b ?? a) === "object" && typeof a !== "string" ? merged(a ?? {}, (b ?? {}) as Phrases) : (b ?? a)
    result[key] = typeof value === "string" ? (FORMATS.has(key) ? value : typeset(value)) : value
  }
  return result
}

/** The phrases the editor's page uses (Decap's French, corrected). */
export const phrases: Phrases = merged(fr, corrections)

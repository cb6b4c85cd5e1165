/**
 * What the editor reads when decap-server's git operation for their request failed (issue 37,
 * point 1): the service has already put the clone back as it was (./git-sync.ts, `restore`), so the
 * message says what happened, that nothing was written, and what to do next, in French.
 */
const DELETE_DRAFT = "« Supprimer les modications non publiées » (sic)"

export function failureMessage(action: string, files: string[], conflicted: boolean): string {
  const named = files.length ? `✗ ${files.join(", ")}\u00a0: ` : ""
  if (!conflicted)
    return `${named}L’opération n’a pas abouti et rien n’a été modifié. Rechargez la page et recommencez\u00a0; si le refus se répète, transmettez ce message à la personne qui gère le site.`
  const since =
    "depuis le début de ce brouillon, le site a changé aux mêmes lignes (une publication, une annulation de publication ou la modification d’un développeur)"
  const redo = `Copiez votre texte, ouvrez le brouillon et cliquez sur ${DELETE_DRAFT}, rechargez la page, puis reportez votre texte dans un nouveau brouillon. En cas de doute, demandez à un collègue`
  if (action === "publishUnpublishedEntry")
    return `${named}Publication impossible\u00a0: ${since}. Rien n’a été publié, le site reste tel qu’il est. ${redo} avant de publier.`
  if (action === "persistEntry")
    return `${named}Enregistrement impossible\u00a0: ${since}. Rien n’a été enregistré. ${redo}.`
  return `${named}Opération impossible\u00a0: ${since}. Rien n’a été modifié. ${redo}.`
}

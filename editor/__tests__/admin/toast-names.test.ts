import { nameToastsInFrench } from "../../admin/toast-names"

test("Decap's notices get French accessible names for their close button and timer, as they appear", async () => {
  nameToastsInFrench()
  document.body.innerHTML = `<div class="Toastify"><div class="Toastify__toast"><button class="Toastify__close-button" aria-label="close"></button><div role="progressbar" aria-label="notification timer"></div></div></div>`
  await new Promise(resolve => setTimeout(resolve, 0))
  expect(document.querySelector("button")!.getAttribute("aria-label")).toBe("Fermer la notification")
  expect(document.querySelector('[role="progressbar"]')!.getAttribute("aria-label")).toBe("Temps d’affichage restant")
})

// The editor's stand-in for src/hooks/use-build-date.ts (see ./use-accreditation.ts for why): the preview shows a
// versioned document as a build of today would, today in Paris (the site's date, content-model/node/build-date.ts).
export function useBuildDate() {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Paris",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date())
}

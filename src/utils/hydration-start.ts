/**
 * The event the page's script loader waits for (src/build/defer-scripts.ts): React's root listens from
 * then on, so a button clicked before can be clicked again. Dispatched on `document` by src/hydrate.ts.
 */
export const HYDRATION_START = "sylvene:hydration-start"

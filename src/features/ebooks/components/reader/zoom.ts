// Zoom in the reader: a scale of the page's own size (1 = 100 %, one PDF point per CSS pixel, as pdf.js draws it), or
// "fit width" (null), which follows the window. Steps are the usual viewer ones; + and - go to the next step from
// whatever scale is showing, so zooming in from "fit width" never jumps backwards.
export type Zoom = number | null;

export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3] as const;
const MIN = ZOOM_STEPS[0];
const MAX = ZOOM_STEPS[ZOOM_STEPS.length - 1]!;
const EPSILON = 0.01;

/** The next larger step, or null at the largest. */
export function zoomInFrom(scale: number): number | null {
  return ZOOM_STEPS.find((s) => s > scale + EPSILON) ?? null;
}

/** The next smaller step, or null at the smallest. */
export function zoomOutFrom(scale: number): number | null {
  return [...ZOOM_STEPS].reverse().find((s) => s < scale - EPSILON) ?? null;
}

/** The scale shown: the chosen one, or the one fitting `fitWidth` CSS pixels (kept within the steps' range). */
export function effectiveScale(zoom: Zoom, pageWidth: number, fitWidth: number): number {
  if (zoom !== null) return zoom;
  return Math.min(Math.max(fitWidth / pageWidth, MIN / 2), MAX);
}

// Speed work's seam (src/perf/frame-keeper.ts): told when a description's sandboxed frame is shown. Nothing by default.
let shown: () => void = () => {};

/** Set once by src/perf at start: what to do when a description's frame is shown. */
export function onDescriptionFrameShown(run: () => void): void {
  shown = run;
}

/** A description's frame is on screen (called by description-view). */
export function descriptionFrameShown(): void {
  shown();
}

// Started with the page, so the Network panel (loaded on first use, network-log.ts) can list every request of the session.

/** Enough for a long session: the browser's default buffer of 250 entries silently stops recording. */
export function keepResourceTimings(): void {
  try {
    performance.setResourceTimingBufferSize(5000);
  } catch {
    // An old browser: the panel lists what the default buffer kept.
  }
}

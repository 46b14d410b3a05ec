// The update notice's words in English; the Chinese twin is strings.zh.ts (same shape, checked by tsc). The notice is
// drawn outside React (update-notice.ts), so these are read by currentLocale() when it shows, not through a catalog.
export const en = {
  /** Shown when a new version of the app is installed and waits for this tab. */
  ready: 'A new version is ready',
  reload: 'Reload',
  /** The button's name for assistive technology. */
  reloadName: 'Reload to use the new version',
};
export type UpdateStrings = typeof en;

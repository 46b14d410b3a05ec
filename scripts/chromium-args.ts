// The switches the end-to-end tests start Debian's Chromium with (playwright.config.ts).
//
// Chromium keeps only the last `--disable-features` it is given, and Playwright passes its own list first: a config
// that adds `--disable-features=X` silently drops Playwright's list, and those features come back on (checked: with
// a second `--disable-features` after ours, sandboxed frames got their own processes again). So ours carries
// Playwright's list too; scripts/chromium-args.test.ts reads it from the installed playwright-core and fails when it
// changes.

/** Playwright 1.65's `disabledFeatures` (playwright-core, chromiumSwitches.ts), in its order. */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
] as const;

/**
 * Features the tests turn off on top of Playwright's.
 * - IsolateSandboxedIframes: sandboxed description frames stay in the page's process (Chromium's default since 2023
 *   gives each its own; Firefox and Safari never did). The frame's sandbox and CSP are enforced the same either way,
 *   and they are what the tests check; a process per frame cost the hostile corpus (303 frames) ~24% of its CPU.
 */
export const E2E_DISABLED_FEATURES = ['IsolateSandboxedIframes'] as const;

export const E2E_CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...E2E_DISABLED_FEATURES].join(',')}`,
];

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { E2E_CHROMIUM_ARGS, E2E_DISABLED_FEATURES, PLAYWRIGHT_DISABLED_FEATURES } from './chromium-args';

/** The `disabledFeatures` list of the installed playwright-core, read from its source (it is not exported). */
function installedPlaywrightFeatures(): string[] {
  const root = path.dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const bundle = readFileSync(path.join(root, 'lib/coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
  if (!list) throw new Error('no `disabledFeatures = [...]` in playwright-core/lib/coreBundle.js: find its Chromium switches');
  return [...list.matchAll(/^\s*"([^"]+)"/gm)].map((m) => m[1]!);
}

describe('the end-to-end Chromium switches', () => {
  it("carry Playwright's disabled features, since Chromium keeps only the last --disable-features", () => {
    const installed = installedPlaywrightFeatures();
    expect(installed.length).toBeGreaterThan(5);
    expect([...PLAYWRIGHT_DISABLED_FEATURES]).toEqual(installed);
  });

  it('pass one --disable-features, with ours after Playwright’s', () => {
    const flags = E2E_CHROMIUM_ARGS.filter((a) => a.startsWith('--disable-features='));
    expect(flags).toHaveLength(1);
    expect(flags[0]!.slice('--disable-features='.length).split(',')).toEqual([...PLAYWRIGHT_DISABLED_FEATURES, ...E2E_DISABLED_FEATURES]);
  });
});

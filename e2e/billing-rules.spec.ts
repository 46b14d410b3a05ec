// Billing rules edited in Settings, per environment: the sentence under an answer follows them at once, a reload keeps
// them, and Reset brings back the specification's defaults. Editing rules never sends a lookup.
import { expect, lookupCalls, test } from './fixtures';

const EDITED = " (This environment's billing rules, set in Settings.)";

test('an edited billing rule changes the answer\'s sentence at once, survives a reload, and Reset restores the defaults', async ({ page, credentials, lookup, result, settings }) => {
  test.setTimeout(60_000);
  const calls = lookupCalls(page);
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ id: 'shop_1000000' });
  await result.settled();
  await result.open('Envelope');
  const sentence = result.root.getByTestId('billing');
  await expect(sentence).toHaveText('This answer is billed: 1 call.');

  // Answers are not billed in this environment: the sentence under the answer on screen follows on Save.
  await settings.open();
  const billing = settings.root.getByRole('group', { name: 'Billing' });
  await expect(billing.getByTestId('settings-billing-state')).toHaveText("The specification's defaults.");
  await billing.getByLabel('Answer (success)').selectOption({ label: 'Not billed' });
  await expect(billing.getByTestId('settings-billing-state')).toHaveText("This environment's own rules (kept in this browser).");
  await settings.root.getByRole('button', { name: 'Save' }).click();
  await expect(settings.root).toBeHidden();
  await expect(sentence).toHaveText(`Not billed: answered calls (0000) are free.${EDITED}`);
  expect(calls).toHaveLength(1);

  // A reload keeps the rule; rate-limited calls are made billable too.
  await page.reload();
  await settings.open();
  await expect(billing.getByLabel('Answer (success)')).toHaveValue('free');
  await billing.getByLabel('Rate limited, automatic retries included').selectOption({ label: 'Billed (1 call)' });
  await settings.root.getByRole('button', { name: 'Save' }).click();
  await expect(settings.root).toBeHidden();
  await credentials.usePlain();
  await lookup.run({ id: 'fault-storm-2' });
  await result.settled();
  await expect(result.root.getByTestId('auto-retries')).toHaveText('2 automatic retries after 4008 (billed: 2 more calls)');
  await result.open('Envelope');
  await expect(sentence).toHaveText(`Not billed: answered calls (0000) are free.${EDITED}`);

  // Reset to the specification's defaults: both sentences go back.
  await settings.open();
  await billing.getByRole('button', { name: "Reset to the specification's defaults" }).click();
  await expect(billing.getByLabel('Answer (success)')).toHaveValue('billed');
  await settings.root.getByRole('button', { name: 'Save' }).click();
  await expect(sentence).toHaveText('This answer is billed: 1 call.');
  await expect(result.root.getByTestId('auto-retries')).toHaveText('2 automatic retries after 4008 (not billed)');
  // One call, then three for the storm (two 4008s and the answer): Settings sent none.
  expect(calls).toHaveLength(4);
});

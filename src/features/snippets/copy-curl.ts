// A lookup copied as a cURL command (the Y shortcut, History's "Copy as cURL"): the snippet with the credentials as
// $API_KEY / $API_SECRET placeholders (D10), through leaveBrowser, which scans the exact text first. Its code loads on
// the first copy, not with the page.
import type { Credentials, LookupCall } from '../../api/types';
import { stringsOf } from '../../i18n/locale';

/** 'nothing' (no lookup or no credentials), 'copied', 'failed' (the clipboard refused), or why the leak check stopped it. */
export type CopyCurlOutcome = 'nothing' | 'copied' | 'failed' | { blocked: string };

/** `credentials` give the snippet its mode (plain or signed); their values are never written into it. */
export async function copyCurl(call: Pick<LookupCall, 'settings' | 'params'> | null, credentials: Credentials | null): Promise<CopyCurlOutcome> {
  if (!call || !credentials) return 'nothing';
  const [{ makeSnippet }, { leaveBrowser }] = await Promise.all([import('./snippets'), import('../../queries/outgoing')]);
  const code = makeSnippet('curl', { settings: call.settings, params: call.params, credentials, origin: window.location.origin, includeCredentials: false });
  const out = await leaveBrowser({ kind: 'clipboard', text: code });
  if (out.blocked.length > 0) {
    const [{ describeOutcome }, { en: leaveEn }] = await Promise.all([import('../../components/leave/leave-text'), import('../../components/leave/strings')]);
    const L = stringsOf('leave', leaveEn);
    return { blocked: describeOutcome(out, L.target.curl, L) };
  }
  return out.written ? 'copied' : 'failed';
}

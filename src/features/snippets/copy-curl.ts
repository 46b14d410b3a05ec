// The lookup on screen copied as a cURL command (the Y shortcut): the snippet without the credentials, through
// leaveBrowser, which scans the exact text first. Its code loads on the first copy, not with the page.
import type { Credentials, LookupCall } from '../../api/types';
import { stringsOf } from '../../i18n/locale';

/** 'nothing' (no lookup or no credentials), 'copied', 'failed' (the clipboard refused), or why the leak check stopped it. */
export type CopyCurlOutcome = 'nothing' | 'copied' | 'failed' | { blocked: string };

export async function copyCurl(call: LookupCall | null, credentials: Credentials | null): Promise<CopyCurlOutcome> {
  if (!call || !credentials) return 'nothing';
  const [{ makeSnippet }, { leaveBrowser }] = await Promise.all([import('./snippets'), import('../../queries/outgoing')]);
  const code = makeSnippet('curl', { ...call, credentials, origin: window.location.origin, includeCredentials: false });
  const out = await leaveBrowser({ kind: 'clipboard', text: code });
  if (out.blocked.length > 0) {
    const [{ describeOutcome }, { en: leaveEn }] = await Promise.all([import('../../components/leave/leave-text'), import('../../components/leave/strings')]);
    const L = stringsOf('leave', leaveEn);
    return { blocked: describeOutcome(out, L.target.curl, L) };
  }
  return out.written ? 'copied' : 'failed';
}

// Whether text pasted into the identifier box is a request to read (a command, a URL, code, a log line) rather than an
// identifier: decided at once, in the paste event, before the reader's code is loaded.
export function looksLikeRequest(text: string): boolean {
  const t = text.trim();
  return /:\/\/|item_get|[?&](?:key|secret|num_iid|item_id)=/i.test(t) || /^(?:curl(?:\.exe)?\s|<\?php|import\s+requests)/i.test(t);
}

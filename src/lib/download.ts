// Saves text as a file from the page (Blob + a temporary object URL): raw bodies, reports, answer files, batch exports.
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // Revoke later: some browsers read the URL after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

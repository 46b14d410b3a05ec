// CSV as Excel reads it (RFC 4180 fields, UTF-8 with a BOM so Chinese text survives, CRLF lines): every CSV the app writes.

/**
 * One CSV field. Quoted when it holds a quote, comma or line break (RFC 4180). Text that a spreadsheet would
 * run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe: titles come from someone else's server.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of fields as one file's text: the BOM, CRLF between lines and after the last. */
export function csvText(rows: readonly (readonly (string | number | null)[])[]): string {
  return `\ufeff${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

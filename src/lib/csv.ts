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

/**
 * Reads CSV text back into rows of fields (RFC 4180: quoted fields, doubled quotes, CRLF; a leading BOM skipped): what
 * the tests read every export with, so a file is checked as a spreadsheet would read it.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = text.startsWith('\ufeff') ? 1 : 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

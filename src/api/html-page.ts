/**
 * Whether a body is an HTML document, by how it starts. Not by its content type: PHP sends text/html unless told
 * otherwise, so a real JSON envelope often arrives labelled text/html.
 */
export function isHtmlPage(text: string): boolean {
  return /^\s*(<!--[\s\S]*?-->\s*)*<(!doctype\s+html|html)[\s>]/i.test(text.slice(0, 4096));
}

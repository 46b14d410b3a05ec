// The description frame's starting height, guessed from its HTML: the frame runs no script that could measure it
// (DESIGN D11 keeps sandbox=""), so it starts near its content's height, within bounds, and the user can resize it.

export const FRAME_MIN_PX = 160;
export const FRAME_MAX_PX = 720;

const LINE_PX = 22.4; // 14px text at line-height 1.6
const COLUMNS = 80; // Latin characters per line at the frame's usual width; a CJK character counts as two
const BLOCK_PX = 30; // one line of a paragraph, heading, list item or table row, with its margins or borders
const PICTURE_PX = 160; // a picture without a declared height
const BLOCKED_PICTURE_PX = 28; // the same picture while remote images are blocked: one line of alt text

function textColumns(text: string): number {
  let n = 0;
  for (const ch of text) n += /[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(ch) ? 2 : 1;
  return n;
}

/**
 * A height in px for the frame of `html` (already sanitised), between FRAME_MIN_PX and FRAME_MAX_PX. Remote
 * pictures take their room only once they may load (`remoteImages`); data: pictures always do.
 */
export function estimateFrameHeight(html: string, remoteImages = true): number {
  const blocks = html.match(/<(p|h[1-6]|li|tr|br)\b/gi)?.length ?? 0;
  let pictures = 0;
  for (const m of html.matchAll(/<img\b[^>]*>/gi)) {
    const tag = m[0];
    if (/display\s*:\s*none/i.test(tag)) continue;
    if (!remoteImages && !/\bsrc="data:/i.test(tag)) {
      pictures += BLOCKED_PICTURE_PX;
      continue;
    }
    const height = /\bheight="(\d+)"/i.exec(tag)?.[1];
    pictures += height ? Math.min(Number(height), 600) : PICTURE_PX;
  }
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, 'x').replace(/\s+/g, ' ').trim();
  // Each block is at least one line; text beyond one line per block wraps into more.
  const extraLines = Math.max(0, Math.ceil(textColumns(text) / COLUMNS) - blocks);
  const estimate = 24 + blocks * BLOCK_PX + extraLines * LINE_PX + pictures;
  return Math.round(Math.min(FRAME_MAX_PX, Math.max(FRAME_MIN_PX, estimate)));
}

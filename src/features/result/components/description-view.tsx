// The listing's desc HTML (DESIGN D11): DOMPurify-cleaned, in an <iframe sandbox=""> whose own CSP blocks every request
// until the user opts in to images. Lazy-loaded with DOMPurify so the initial bundle stays small.
import DOMPurify from 'dompurify';
import { useEffect, useMemo, useState } from 'react';
import { RENDER_LIMITS } from '../../../config/defaults';
import { formatCount, useStrings } from '../../../i18n/locale';
import { keepAttribute } from '../desc-references';
import { en } from '../strings';
import { estimateFrameHeight } from '../frame-height';
import { blockTrackers, TrackerNotices } from './description-trackers';
import { useMaskKeys } from '../../../lib/mask-keys-context';
import { descriptionFrameShown } from '../frame-shown';

const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed', 'base', 'link', 'meta', 'script'];
const FORBID_ATTR = ['srcset', 'action', 'formaction', 'ping', 'background', 'poster'];

const FRAME_STYLE = `body{margin:0;padding:12px 14px;font:14px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans CJK SC","PingFang SC","Microsoft YaHei",sans-serif;color:#1f2933;overflow-wrap:anywhere}img{max-width:100%;height:auto}table{border-collapse:collapse;max-width:100%}td,th{border:1px solid #d5dbe3;padding:4px 6px}a{color:#1d4ed8}pre{white-space:pre-wrap}`;

/** The frame's own policy: nothing may load but data: images, and remote images only after the opt-in. */
export function frameCsp(loadImages: boolean): string {
  return `default-src 'none'; style-src 'unsafe-inline'; img-src ${loadImages ? 'data: https: http:' : 'data:'}`;
}

/** Presenter mode's type in the frame: the page around it grows from 14 to 18 px, so the listing's text does too. */
const LARGE_FRAME_STYLE = 'body{font-size:18px}';
export const LARGE_FRAME_SCALE = 18 / 14;

export function buildSrcDoc(cleanHtml: string, loadImages: boolean, lang: string | undefined, large = false): string {
  return (
    `<!doctype html><html${lang ? ` lang="${lang}"` : ''}><head><meta charset="utf-8">` +
    `<meta http-equiv="Content-Security-Policy" content="${frameCsp(loadImages)}">` +
    `<meta name="referrer" content="no-referrer"><style>${FRAME_STYLE}${large ? LARGE_FRAME_STYLE : ''}</style></head><body>${cleanHtml}</body></html>`
  );
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * Our own instance, with one hook: after "Load images" the frame may fetch http(s) images, and Chromium fetches SVG
 * documents (clip-path, mask, filter, marker-*, fill/stroke paint servers, use and gradient hrefs) and CSS url()s
 * under the same rule. Only <img src> may load, so every other reference that is not "#id" is dropped here.
 */
let purifier: ReturnType<typeof DOMPurify> | undefined;
function descPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    if (!keepAttribute(node.localName.toLowerCase(), node.namespaceURI === SVG_NS, data.attrName, data.attrValue)) data.keepAttr = false;
  });
  purifier = instance;
  return instance;
}

export function sanitizeDesc(desc: string): string {
  return descPurifier().sanitize(desc, { WHOLE_DOCUMENT: false, FORBID_TAGS, FORBID_ATTR });
}

/** The frame's page when the user asks for a dark one; listings are authored for white, so white stays the default. */
const DARK_PAGE_STYLE = '<style>html,body{background:#111827;color:#e5e7eb}a{color:#93c5fd}td,th{border-color:#374151}</style>';

interface DescriptionViewProps {
  desc: string;
  lang: string | undefined;
  title: string;
  /** "Load images" held by the result panel for this answer (the report embeds remote pictures once it is on). */
  loadImages?: boolean;
  onLoadImages?: (on: boolean) => void;
}

export default function DescriptionView({ desc, lang, title, loadImages: heldLoadImages, onLoadImages }: DescriptionViewProps) {
  const S = useStrings('result', en).description;
  // Speed work (src/perf/frame-keeper.ts) keeps the sandboxed frames' process alive from the first description on.
  useEffect(descriptionFrameShown, []);
  const [ownLoadImages, setOwnLoadImages] = useState(false);
  const loadImages = heldLoadImages ?? ownLoadImages;
  const setLoadImages = onLoadImages ?? setOwnLoadImages;
  const [showSource, setShowSource] = useState(false);
  const [sourceAll, setSourceAll] = useState(false);
  // Sanitising and laying out megabytes of HTML blocks the page for seconds: past the limit, only on request.
  const tooBig = desc.length > RENDER_LIMITS.descAutoRenderChars;
  const [renderBig, setRenderBig] = useState(false);
  const render = !tooBig || renderBig;
  const clean = useMemo(() => (render ? sanitizeDesc(desc) : ''), [desc, render]);
  // Trackers leave the HTML before the frame is built, so "Load images" alone can never load them (DESIGN D13).
  const [allowedTrackers, setAllowedTrackers] = useState<ReadonlySet<string>>(() => new Set());
  const [darkPage, setDarkPage] = useState(false);
  const blocked = useMemo(
    () => blockTrackers(clean, { allowed: allowedTrackers, notice: S.trackerInFrame, placeholder: loadImages ? null : S.pictureBlocked }),
    [clean, allowedTrackers, S.trackerInFrame, S.pictureBlocked, loadImages],
  );
  // A shared screen (presenter mode, where keys are masked too): larger type in the frame, the tracker notice folded.
  const presenting = useMaskKeys();
  const frameHeight = useMemo(() => Math.round(estimateFrameHeight(blocked.html, loadImages) * (presenting ? LARGE_FRAME_SCALE : 1)), [blocked.html, loadImages, presenting]);
  const srcDoc = useMemo(() => buildSrcDoc((darkPage ? DARK_PAGE_STYLE : '') + blocked.html, loadImages, lang, presenting), [blocked.html, darkPage, loadImages, lang, presenting]);

  if (!desc.trim()) {
    return (
      <div className="empty">
        <p className="empty__title">{S.empty}</p>
        <p className="muted">{S.emptyText}</p>
      </div>
    );
  }

  const sourceText = sourceAll ? desc : desc.slice(0, RENDER_LIMITS.rawChars);
  return (
    <div className="stack">
      <div className="toolbar">
        <button type="button" className="btn btn--small" aria-pressed={loadImages} onClick={() => setLoadImages(!loadImages)}>
          {S.loadImages}
        </button>
        <button type="button" className="btn btn--small" aria-pressed={showSource} onClick={() => setShowSource((v) => !v)}>
          {S.source}
        </button>
        <button type="button" className="btn btn--small" aria-pressed={darkPage} onClick={() => setDarkPage((v) => !v)}>
          {S.darkPage}
        </button>
        <span className="muted small">
          {loadImages ? S.imagesAllowed : S.imagesBlocked} {S.scriptsNeverRun}
        </span>
      </div>
      <TrackerNotices trackers={blocked.trackers} allowed={allowedTrackers} loadImages={loadImages} onAllow={(src) => setAllowedTrackers((set) => new Set(set).add(src))} folded={presenting} />
      <div className={showSource ? 'desc-layout desc-layout--split' : 'desc-layout'}>
        {render ? (
          // Starts near the content's height (bounded); the user can still drag it taller or shorter.
          <div className="desc-frame-wrap" style={{ height: frameHeight, ...(darkPage ? { background: '#111827' } : {}) }}>
            {/* sandbox="" (no tokens): no scripts, opaque origin, no forms, popups, modals, downloads or top navigation. */}
            <iframe className="desc-frame" sandbox="" srcDoc={srcDoc} title={S.frameTitle(title)} referrerPolicy="no-referrer" />
          </div>
        ) : (
          <div className="empty">
            <p className="empty__title">{S.large}</p>
            <p className="muted">{S.largeText(formatCount(desc.length))}</p>
            <button type="button" className="btn" onClick={() => setRenderBig(true)}>
              {S.render}
            </button>
          </div>
        )}
        {showSource && (
          <div className="desc-source">
            <pre className="pre pre--wrap" aria-label={S.sourceLabel} translate="no">
              {sourceText}
            </pre>
            {!sourceAll && desc.length > RENDER_LIMITS.rawChars && (
              <button type="button" className="btn btn--small" onClick={() => setSourceAll(true)}>
                {S.showAllChars(formatCount(desc.length))}
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

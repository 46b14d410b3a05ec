// Tracking images in a description (DESIGN D13): taken out of the frame's HTML before it is built, so no opt-in but
// the user's own, one image at a time, can let one load; each is named with what it would tell its host. The report
// takes them out the same way, so what the frame blocks the report never reads.
import { useLocale, useStrings } from '../../../i18n/locale';
import { en } from '../strings';
import { imageAttrsOf, normaliseImageUrl, revealsOf, trackerOf, type ImageAttrs, type Reveal, type Tracker } from '../trackers';

export interface BlockedTrackers {
  /** The sanitised HTML with every tracker not allowed replaced by a short notice. */
  html: string;
  /** Every tracker found, allowed or not, in document order and without repeats. */
  trackers: Tracker[];
}

/** What relative sources resolve against: the app's page, as in the frame (srcdoc inherits its parent's base). */
function pageBase(): string | undefined {
  const href = globalThis.location?.href;
  return href && /^https?:/i.test(href) ? href : undefined;
}

export interface BlockOptions {
  /** Trackers the user let load, by Tracker.src. */
  allowed: ReadonlySet<string>;
  /** The text put where a blocked tracker was (the frame runs no script, so it is plain). */
  notice: string | ((tracker: Tracker) => string);
  /** Before "Load images": the text naming a remote picture in its place; null leaves pictures as they are. */
  placeholder?: ((host: string, alt: string) => string) | null;
  /**
   * The URL as received, when the HTML is a masked copy (the report): masking can hide the address that makes a URL a
   * tracker, so the rule reads both spellings and either one blocks.
   */
  received?: (src: string) => string | undefined;
}

/** A tracker only its received spelling shows, named by the masked one: what it reveals must not come back unmasked. */
function asReceived(attrs: ImageAttrs, original: string | undefined, base: string | undefined): Tracker | undefined {
  const found = original === undefined ? undefined : trackerOf({ ...attrs, src: original }, base);
  const masked = normaliseImageUrl(attrs.src, base);
  return found && masked ? { src: masked.url.href, host: masked.host, known: found.known, reveals: revealsOf(masked.params) } : undefined;
}

/**
 * Finds trackers among the <img> elements of sanitised HTML, by the one rule (trackerOf: URL, size, style, hidden
 * ancestors). Parsing with DOMParser is inert: nothing in the parsed document runs or loads.
 */
export function blockTrackers(cleanHtml: string, { allowed, notice, placeholder = null, received }: BlockOptions): BlockedTrackers {
  if (!/<img\b/i.test(cleanHtml)) return { html: cleanHtml, trackers: [] };
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${cleanHtml}`, 'text/html');
  const base = pageBase();
  const trackers = new Map<string, Tracker>();
  for (const img of Array.from(doc.body.querySelectorAll('img'))) {
    const attrs = imageAttrsOf(img);
    const tracker = trackerOf(attrs, base) ?? asReceived(attrs, received?.(attrs.src), base);
    if (!tracker) {
      // Before "Load images" a remote picture would be a broken-image icon: a quiet placeholder names it instead.
      const host = placeholder ? normaliseImageUrl(attrs.src, base)?.url.host : undefined;
      if (placeholder && host !== undefined) {
        const span = doc.createElement('span');
        span.textContent = placeholder(host, (img.getAttribute('alt') ?? '').trim());
        span.setAttribute('data-picture-placeholder', '');
        span.setAttribute('style', 'display:inline-block;margin:4px 0;padding:6px 10px;border:1px dashed #9aa5b1;border-radius:4px;color:#52606d;background:#f5f7fa;font-size:0.85em');
        img.replaceWith(span);
      }
      continue;
    }
    if (!trackers.has(tracker.src)) trackers.set(tracker.src, tracker);
    if (allowed.has(tracker.src)) continue;
    const span = doc.createElement('span');
    span.textContent = typeof notice === 'string' ? notice : notice(tracker);
    span.setAttribute('data-tracker-blocked', '');
    span.setAttribute('style', 'display:inline-block;margin:4px 0;padding:2px 8px;border:1px dashed #b45309;border-radius:4px;color:#92400e;background:#fffbeb;font-size:0.85em');
    img.replaceWith(span);
  }
  return { html: doc.body.innerHTML, trackers: [...trackers.values()] };
}

function when(seconds: number, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : 'en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }).format(new Date(seconds * 1000)) + ' UTC';
}

function RevealItem({ reveal }: { reveal: Reveal }) {
  const S = useStrings('result', en).trackers;
  const locale = useLocale();
  const param = (
    <code className="mono" translate="no">
      {reveal.param}
    </code>
  );
  switch (reveal.kind) {
    case 'ip':
      return (
        <li>
          {S.revealsIp} <strong translate="no">{reveal.address}</strong> ({param})
        </li>
      );
    case 'time':
      return (
        <li>
          {S.revealsTime} <strong translate="no">{when(reveal.unixSeconds, locale)}</strong> ({param})
        </li>
      );
    case 'key':
      return (
        <li>
          {S.revealsKey} <strong translate="no">{reveal.masked}</strong> ({param})
        </li>
      );
    case 'id':
      return (
        <li>
          {S.revealsId} <span translate="no">{reveal.value}</span> ({param})
        </li>
      );
  }
}

/** What matters most to the viewer first: who they are, when, with which key; then any other identifier. */
const REVEAL_ORDER: readonly Reveal['kind'][] = ['ip', 'time', 'key', 'id'];

interface TrackerNoticesProps {
  trackers: Tracker[];
  allowed: ReadonlySet<string>;
  loadImages: boolean;
  onAllow: (src: string) => void;
  /** On a shared screen (presenter mode): one neutral line, the detail behind it. */
  folded?: boolean;
}

/** One notice per tracker: host, what it would reveal, and the only way to let it load. */
export function TrackerNotices({ trackers, allowed, loadImages, onAllow, folded = false }: TrackerNoticesProps) {
  const S = useStrings('result', en).trackers;
  if (trackers.length === 0) return null;
  const notices = trackers.map((t) => (
        <div key={t.src} className="tracker" data-testid="tracker-notice">
          <p className="tracker__head">
            <strong>{S.title}</strong>{' '}
            <span className="muted">
              {S.from} <span translate="no">{t.host}</span>
              {t.known ? ` · ${S.known}` : ''}
            </span>
          </p>
          <p className="small">{allowed.has(t.src) ? (loadImages ? S.allowedLoads : S.allowedWaits) : S.blocked}</p>
          {t.reveals.length > 0 && (
            <>
              <p className="small">{S.wouldReveal}</p>
              <ul className="tracker__reveals small">
                {[...t.reveals].sort((a, b) => REVEAL_ORDER.indexOf(a.kind) - REVEAL_ORDER.indexOf(b.kind)).map((r) => (
                  <RevealItem key={`${r.kind}-${r.param}`} reveal={r} />
                ))}
              </ul>
            </>
          )}
          {!allowed.has(t.src) && (
            <button type="button" className="btn btn--small" onClick={() => onAllow(t.src)}>
              {S.allow}
            </button>
          )}
        </div>
  ));
  if (folded) {
    const blocked = trackers.filter((t) => !allowed.has(t.src)).length;
    return (
      <details className="trackers trackers--folded" data-testid="trackers-folded">
        <summary className="small muted">{S.folded(blocked, trackers.length - blocked)}</summary>
        <section aria-label={S.heading(trackers.length)}>{notices}</section>
      </details>
    );
  }
  return (
    <section className="trackers" aria-label={S.heading(trackers.length)}>
      {notices}
    </section>
  );
}

// Pieces shared by the company and product record views: price, location path, safe links, images, key/value rows.
import { useState, type ReactNode } from 'react';
import { ShowMore } from '../../../components/ui/show-more';
import { RENDER_LIMITS } from '../../../config/defaults';
import { safeHttpUrl, safeImageUrl } from '../../../lib/format';

export function Price({ value }: { value: number | null }) {
  if (value === null) return <span className="muted">not given</span>;
  if (value === -1) {
    return (
      <span className="price-unknown" title="The API sent -1. The specification shows -1 in its sample but does not state what it means (often: price on request).">
        not given (-1) <span aria-hidden="true">ⓘ</span>
        <span className="visually-hidden"> — the specification does not state what -1 means</span>
      </span>
    );
  }
  return <span className="mono">{value.toLocaleString('en', { maximumFractionDigits: 4 })}</span>;
}

/** "China»Zhejiang»Hangzhou" as breadcrumbs. */
export function LocationPath({ value }: { value: string }) {
  const parts = value
    .split('»')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return <span className="muted">—</span>;
  return (
    <nav aria-label="Location">
      <ol className="crumbs">
        {parts.map((p, i) => (
          <li key={`${i}-${p}`}>{p}</li>
        ))}
      </ol>
    </nav>
  );
}

/** A link only for http(s) URLs, opened in a new tab without opener or referrer; anything else is shown as text. */
export function SafeLink({ href, children }: { href: string; children?: ReactNode }) {
  const safe = safeHttpUrl(href);
  if (!href) return <span className="muted">—</span>;
  if (!safe) {
    return (
      <span className="mono break" title="Not an http(s) URL: shown as text, not as a link">
        {href} <span className="badge badge--warn">not a web link</span>
      </span>
    );
  }
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer" className="mono break">
      {children ?? href}
    </a>
  );
}

/** One picture: no referrer, lazy, and a placeholder instead of a broken-image icon. */
export function Picture({ src, alt }: { src: string; alt: string }) {
  const [broken, setBroken] = useState(false);
  const safe = safeImageUrl(src);
  if (!safe || broken) {
    return (
      <div className="picture picture--missing" role="img" aria-label={`${alt} (not available)`}>
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <rect x="3" y="4" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <circle cx="9" cy="10" r="2" fill="currentColor" />
          <path d="M4 18l5-5 4 4 3-3 4 4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
        <span className="small">{safe ? 'image failed to load' : 'no image'}</span>
      </div>
    );
  }
  return <img className="picture" src={safe} alt={alt} loading="lazy" referrerPolicy="no-referrer" decoding="async" onError={() => setBroken(true)} />;
}

export function Gallery({ urls, title }: { urls: string[]; title: string }) {
  if (urls.length === 0) return <p className="muted small">No pictures.</p>;
  return (
    <ShowMore
      items={urls}
      pageSize={RENDER_LIMITS.listItems}
      noun="pictures"
      container={(children) => <ul className="gallery">{children}</ul>}
      render={(url, i) => (
        <li key={`${i}-${url}`}>
          <Picture src={url} alt={`${title || 'Listing'} — picture ${i + 1}`} />
        </li>
      )}
    />
  );
}

/** A definition-list row; `dt` reads as the spec's field name. */
export function Row({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="kv__row">
      <dt className="mono">{name}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Arrays the specification does not describe (shop_item, relate_items, ...): count, plus a capped preview. */
export function ArraySummary({ items }: { items: unknown[] }) {
  if (items.length === 0) return <span className="muted">empty</span>;
  return (
    <details>
      <summary>
        {items.length.toLocaleString('en')} element{items.length === 1 ? '' : 's'}
      </summary>
      <ShowMore
        items={items}
        pageSize={RENDER_LIMITS.listItems}
        noun="elements"
        container={(children) => <ol className="array-preview mono small">{children}</ol>}
        render={(item, i) => <li key={i}>{typeof item === 'string' ? item : JSON.stringify(item)}</li>}
      />
    </details>
  );
}

/** The record's list fields (named as the wire names them), each summarised; shared by both record views. */
export function ListsSection({ lists }: { lists: [name: string, items: unknown[]][] }) {
  return (
    <>
      <h4 className="record__section">Lists</h4>
      <dl className="kv">
        {lists.map(([name, items]) => (
          <Row key={name} name={name}>
            <ArraySummary items={items} />
          </Row>
        ))}
      </dl>
    </>
  );
}

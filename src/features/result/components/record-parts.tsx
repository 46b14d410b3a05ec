// Pieces shared by the company and product record views: price, location path, safe links, images, key/value rows.
// Listing data (values, field names) is marked translate="no": it stays in the data's language whatever the interface's.
import { useState, type ReactNode } from 'react';
import { capText, ControlText, visibleText } from '../../../components/ui/control-text';
import { ShowMore } from '../../../components/ui/show-more';
import { RENDER_LIMITS } from '../../../config/defaults';
import { formatCount, useStrings } from '../../../i18n/locale';
import { safeHttpUrl, safeImageUrl } from '../../../lib/format';
import { locationParts } from '../record-values';
import { en } from '../strings';

/** A value from the listing, shown as received; a dash when there is none. */
export function Data({ value, mono = false }: { value: ReactNode; mono?: boolean }) {
  if (value === undefined || value === null || value === '') return <Dash />;
  return (
    <span translate="no" className={mono ? 'mono' : undefined}>
      {typeof value === 'string' ? <ControlText text={value} /> : value}
    </span>
  );
}

export function Dash() {
  return <span className="muted">—</span>;
}

export function Price({ value }: { value: number | null }) {
  const S = useStrings('result', en).record;
  if (value === null) return <span className="muted">{S.notGiven}</span>;
  if (value === -1) {
    return (
      <span className="price-unknown" title={S.minusOneTitle}>
        {S.notGivenMinusOne} <span aria-hidden="true">ⓘ</span>
        <span className="visually-hidden">{S.minusOneSpoken}</span>
      </span>
    );
  }
  return (
    <span className="mono" translate="no">
      {value.toLocaleString('en', { maximumFractionDigits: 4 })}
    </span>
  );
}

/** "China»Zhejiang»Hangzhou" as breadcrumbs, a page at a time (150,000 segments froze the tab for seconds). */
export function LocationPath({ value }: { value: string }) {
  const parts = locationParts(value);
  const { record: S, nouns: N } = useStrings('result', en);
  if (parts.length === 0) return <Dash />;
  return (
    <nav aria-label={S.location}>
      <ShowMore
        items={parts}
        pageSize={RENDER_LIMITS.listItems}
        noun={N.segments}
        container={(children) => (
          <ol className="crumbs" translate="no">
            {children}
          </ol>
        )}
        render={(p, i) => (
          <li key={i}>
            <ControlText text={p} />
          </li>
        )}
      />
    </nav>
  );
}

/** A link only for http(s) URLs, opened in a new tab without opener or referrer; anything else is shown as text. */
export function SafeLink({ href, children }: { href: string; children?: ReactNode }) {
  const S = useStrings('result', en).record;
  const safe = safeHttpUrl(href);
  if (!href) return <Dash />;
  if (!safe) {
    return (
      <span className="mono break" title={S.notLinkTitle}>
        <span translate="no">
          <ControlText text={href} />
        </span>{' '}
        <span className="badge badge--warn">{S.notLink}</span>
      </span>
    );
  }
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer" className="mono break" translate="no">
      {children ?? <ControlText text={href} />}
    </a>
  );
}

/** One picture: no referrer, lazy, and a placeholder instead of a broken-image icon. */
export function Picture({ src, alt }: { src: string; alt: string }) {
  const S = useStrings('result', en).record;
  const [broken, setBroken] = useState(false);
  const safe = safeImageUrl(src);
  if (!safe || broken) {
    return (
      <div className="picture picture--missing" role="img" aria-label={S.pictureMissing(alt)}>
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <rect x="3" y="4" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <circle cx="9" cy="10" r="2" fill="currentColor" />
          <path d="M4 18l5-5 4 4 3-3 4 4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
        <span className="small">{safe ? S.imageFailed : S.noImage}</span>
      </div>
    );
  }
  return <img className="picture" src={safe} alt={alt} loading="lazy" referrerPolicy="no-referrer" decoding="async" onError={() => setBroken(true)} />;
}

export function Gallery({ urls, title }: { urls: string[]; title: string }) {
  const S = useStrings('result', en);
  if (urls.length === 0) return <p className="muted small">{S.record.noPictures}</p>;
  // Every picture's alt text repeats the title: a 150,000-character one would be copied into each.
  const shortTitle = visibleText(capText(title, RENDER_LIMITS.altChars));
  return (
    <ShowMore
      items={urls}
      pageSize={RENDER_LIMITS.listItems}
      noun={S.nouns.pictures}
      container={(children) => <ul className="gallery">{children}</ul>}
      render={(url, i) => (
        <li key={`${i}-${url}`}>
          <Picture src={url} alt={S.record.pictureAlt(shortTitle, i + 1)} />
        </li>
      )}
    />
  );
}

/** A definition-list row; `dt` reads as the spec's field name, or as interface text when `label` says so. */
export function Row({ name, label = false, children }: { name: string; label?: boolean; children: ReactNode }) {
  return (
    <div className="kv__row">
      <dt className="mono" translate={label ? undefined : 'no'}>
        {name}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Arrays the specification does not describe (shop_item, relate_items, ...): count, plus a capped preview. */
export function ArraySummary({ items }: { items: unknown[] }) {
  const S = useStrings('result', en);
  if (items.length === 0) return <span className="muted">{S.record.empty}</span>;
  return (
    <details>
      <summary>{S.record.elements(formatCount(items.length), items.length)}</summary>
      <ShowMore
        items={items}
        pageSize={RENDER_LIMITS.listItems}
        noun={S.nouns.elements}
        container={(children) => (
          <ol className="array-preview mono small" translate="no">
            {children}
          </ol>
        )}
        render={(item, i) => (
          <li key={i}>
            <ControlText text={typeof item === 'string' ? item : (JSON.stringify(item) ?? String(item))} />
          </li>
        )}
      />
    </details>
  );
}

/** The record's list fields (named as the wire names them), each summarised; shared by both record views. */
export function ListsSection({ lists }: { lists: [name: string, items: unknown[]][] }) {
  const S = useStrings('result', en).record;
  return (
    <>
      <h4 className="record__section">{S.lists}</h4>
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

// Pieces shared by the company and product record views: price, location path, safe links, images, key/value rows.
// Listing data (values, field names) is marked translate="no": it stays in the data's language whatever the interface's.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { capText, ControlText, visibleText } from '../../../components/ui/control-text';
import { ShowMore } from '../../../components/ui/show-more';
import { RENDER_LIMITS } from '../../../config/defaults';
import { formatCount, useLocale, useStrings } from '../../../i18n/locale';
import { formatPrice, safeHttpUrl, safeImageUrl } from '../../../lib/format';
import { locationParts } from '../record-values';
import { trackerOf } from '../trackers';
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
      {formatPrice(value)}
    </span>
  );
}

/**
 * A count from the listing (sales, minimum order) grouped as a price is, in the interface language's form ("18,650"):
 * the same figure read in two places of one record must not look like two numbers.
 */
export function Count({ value }: { value: number | null | undefined }) {
  useLocale();
  if (value === undefined || value === null) return <Dash />;
  return (
    <span className="mono" translate="no">
      {formatCount(value)}
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

/** One picture: no referrer, lazy; a picture that fails is reported to the gallery, which counts it in one line. */
export function Picture({ src, alt, onFail }: { src: string; alt: string; onFail: (src: string) => void }) {
  const T = useStrings('result', en).trackers;
  // The record's pictures load by default, so a tracker among them (DESIGN D13) is named by the one rule, never fetched.
  const tracker = trackerOf({ src });
  const safe = tracker ? null : safeImageUrl(src);
  // A URL that is not an image URL fails at once, without a request.
  useEffect(() => {
    if (!safe && !tracker) onFail(src);
  }, [safe, tracker, src, onFail]);
  if (tracker) {
    return (
      <span className="muted small" data-testid="picture-tracker">
        {T.title} · {T.from} <span translate="no">{tracker.host}</span>
      </span>
    );
  }
  if (!safe) return null;
  return <img className="picture" src={safe} alt={alt} loading="lazy" referrerPolicy="no-referrer" decoding="async" onError={() => onFail(src)} />;
}

/** The listing's pictures; the ones that could not be loaded leave the grid and are counted in one quiet line. */
export function Gallery({ urls, title }: { urls: string[]; title: string }) {
  const S = useStrings('result', en);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const onFail = useCallback((src: string) => setFailed((set) => (set.has(src) ? set : new Set(set).add(src))), []);
  if (urls.length === 0) return <p className="muted small">{S.record.noPictures}</p>;
  // Every picture's alt text repeats the title: a 150,000-character one would be copied into each.
  const shortTitle = visibleText(capText(title, RENDER_LIMITS.altChars));
  return (
    <>
      <ShowMore
        items={urls}
        pageSize={RENDER_LIMITS.listItems}
        noun={S.nouns.pictures}
        container={(children) => <ul className="gallery">{children}</ul>}
        render={(url, i) =>
          failed.has(url) ? null : (
            <li key={`${i}-${url}`}>
              <Picture src={url} alt={S.record.pictureAlt(shortTitle, i + 1)} onFail={onFail} />
            </li>
          )
        }
      />
      {failed.size > 0 && (
        <p className="muted small" data-testid="pictures-failed">
          {S.record.picturesFailed(formatCount(failed.size), failed.size)}
        </p>
      )}
    </>
  );
}

/** Fields that are the service's own bookkeeping, not the listing: shown quieter, and hidden in presenter mode. */
const INTERNAL_FIELDS = new Set(['_ddf', 'format_check', 'secache', 'server_memory', 'client_ip']);

/**
 * A definition-list row. `name` is the API field name: it gets a human label in the interface language, and the
 * name itself stays beside it (small, mono) and on hover. With `label`, `name` is interface text already.
 * Internal fields carry data-internal, which presenter mode hides (`.app--presenter [data-internal]`).
 */
export function Row({ name, label = false, children }: { name: string; label?: boolean; children: ReactNode }) {
  const fields = useStrings('result', en).fields;
  const human = label ? undefined : Object.hasOwn(fields, name) ? fields[name as keyof typeof fields] : undefined;
  const internal = !label && INTERNAL_FIELDS.has(name);
  return (
    <div className={internal ? 'kv__row kv__row--internal' : 'kv__row'} data-internal={internal ? '' : undefined}>
      {label ? (
        <dt>{name}</dt>
      ) : (
        // The title and the mono line are the API's name (data); only the label inside is interface text.
        <dt title={name} translate="no">
          {human && (
            <span className="kv__label" translate="yes">
              {human}
            </span>
          )}
          <span className={human ? 'kv__api mono' : 'mono'}>{name}</span>
        </dt>
      )}
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

/**
 * A record's header: what kind of listing, its identifier, its title (control characters shown). The record views and
 * a large answer's first screen (answer-head-view.tsx) share it; `testId` tells the whole record's title from the head's.
 */
export function RecordHeader({ operation, id, title, testId, children }: { operation: 'company' | 'product'; id: string; title: string; testId: string; children?: ReactNode }) {
  const S = useStrings('result', en).record;
  return (
    <header className="record__head">
      <p className="record__kind">
        {operation === 'company' ? S.companyKind : S.productKind} ·{' '}
        <span className="mono" translate="no">
          {id}
        </span>
      </p>
      <h3 className="record__title" data-testid={testId}>
        {title ? (
          <span translate="no">
            <ControlText text={title} />
          </span>
        ) : (
          <span className="muted">{S.noTitle}</span>
        )}
      </h3>
      {children}
    </header>
  );
}

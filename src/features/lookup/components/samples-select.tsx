// Samples from the gateway's catalog (when the base URL answers GET /_catalog): picking one fills the form.
import type { GatewayCatalog } from '../../../api/types';
import { useStrings } from '../../../i18n/locale';
import { useCatalog } from '../../../queries/catalog';
import { en } from '../strings';

type Sample = GatewayCatalog['samples'][number];

/** The reference gateway's customer-demo set: its catalog notes them "demo: …" and lists them first. */
export function isDemoSample(sample: Sample): boolean {
  return sample.note.startsWith('demo: ');
}

interface SamplesSelectProps {
  baseUrl: string;
  onPick: (sample: Sample) => void;
}

export function SamplesSelect({ baseUrl, onPick }: SamplesSelectProps) {
  const S = useStrings('lookup', en).samples;
  const data = useCatalog(baseUrl).catalog;
  const samples = data?.samples ?? [];
  if (samples.length === 0) return null;
  // The demo set first, in its own group; then every other sample by operation, in the catalog's order.
  const demo = samples.filter(isDemoSample);
  const groups = [
    { key: 'demo', label: S.group.demo, items: demo },
    ...(['company', 'product'] as const).map((family) => ({ key: family, label: S.group[family], items: samples.filter((s) => s.family === family && !isDemoSample(s)) })),
  ];
  return (
    <div className="field">
      <label htmlFor="lookup-sample" className="field__label">
        {S.label}
      </label>
      <select
        id="lookup-sample"
        className="input"
        value=""
        aria-describedby="lookup-sample-desc"
        onChange={(e) => {
          const [family, id] = e.target.value.split('\u0000');
          const sample = samples.find((s) => s.family === family && s.id === id);
          if (sample) onPick(sample);
        }}
      >
        <option value="">{S.pick}</option>
        {groups.map(({ key, label, items }) =>
          items.length ? (
            <optgroup key={key} label={label}>
              {items.map((s) => (
                // The gateway's own id and note: its data, not interface text.
                <option key={`${s.family}-${s.id}`} value={`${s.family}\u0000${s.id}`} translate="no">
                  {s.id}
                  {s.note ? ` — ${s.note}` : ''}
                </option>
              ))}
            </optgroup>
          ) : null,
        )}
      </select>
      <p id="lookup-sample-desc" className="field__desc">
        {S.help}
      </p>
    </div>
  );
}

/** "Try a sample" buttons for the empty state before the first lookup. */
export function TrySamples({ baseUrl, onPick }: SamplesSelectProps) {
  const S = useStrings('lookup', en).samples;
  const { catalog: data, isLoading } = useCatalog(baseUrl);
  if (isLoading) return null;
  const samples = data?.samples ?? [];
  // The demo set's first company and product lead; the first ordinary ones and the rich description follow.
  const first = (family: Sample['family'], demo: boolean) => samples.find((s) => s.family === family && isDemoSample(s) === demo);
  const picks = [first('company', true), first('product', true), first('company', false), first('product', false), samples.find((s) => s.id === 'edge-rich_1')].filter(
    (s, i, list): s is Sample => Boolean(s) && list.indexOf(s) === i,
  );
  if (picks.length === 0) return <p className="muted">{S.none}</p>;
  return (
    <div className="row row--wrap row--center">
      {picks.map((s) => (
        <button key={`${s.family}-${s.id}`} type="button" className={isDemoSample(s) ? 'btn btn--primary' : 'btn'} onClick={() => onPick(s)}>
          {(isDemoSample(s) ? S.tryDemo : S.try)[s.family]}{' '}
          <span className="mono" translate="no">
            {s.id}
          </span>
        </button>
      ))}
    </div>
  );
}

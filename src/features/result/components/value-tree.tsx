// A collapsible tree of the parsed body: children are rendered only when their node is open, 100 at a time.
import { leaveBrowser } from '../../../queries/outgoing';
import { en as leaveEn } from '../../../components/leave/strings';
import { useState } from 'react';
import { ControlText } from '../../../components/ui/control-text';
import { RENDER_LIMITS } from '../../../config/defaults';
import { formatCount, useStrings } from '../../../i18n/locale';
import { en } from '../strings';
import { dottedStep } from '../../../lib/json-path-format';
import { childPath, copiedValue } from '../tree-path';

type OnCopy = (text: string, what: 'value' | 'path', path: string) => void;

/** Copy buttons of one node; they show on hover or focus so the tree stays readable. The path in each button's name
 * is data (translate="no"), shown to screen readers only. `jsonPath` is the same place as a JSONPath ($.item.title). */
function CopyButtons({ value, path, jsonPath, onCopy }: { value: unknown; path: string; jsonPath: string; onCopy: OnCopy }) {
  const S = useStrings('result', en).tree;
  const where = path || S.root;
  const hiddenPath = (
    <span className="visually-hidden" translate="no">
      {' '}
      {where}
    </span>
  );
  return (
    <span className="tree__copy">
      <button type="button" className="btn btn--small btn--ghost" onClick={() => onCopy(copiedValue(value), 'value', where)}>
        {S.copyValue}
        {hiddenPath}
      </button>
      {path !== '' && (
        <button type="button" className="btn btn--small btn--ghost" onClick={() => onCopy(path, 'path', where)}>
          {S.copyPath}
          {hiddenPath}
        </button>
      )}
      {path !== '' && (
        <button type="button" className="btn btn--small btn--ghost" onClick={() => onCopy(jsonPath, 'path', jsonPath)}>
          {S.copyJsonPath}
          {hiddenPath}
        </button>
      )}
    </span>
  );
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function Leaf({ value }: { value: unknown }) {
  const S = useStrings('result', en).tree;
  if (typeof value === 'string') {
    const shown = value.length > 500 ? `${value.slice(0, 500)}…` : value;
    // The title is interface text about the data, so only the value itself is marked as data.
    return (
      <span className="tree__string" title={value.length > 500 ? S.characters(formatCount(value.length)) : undefined}>
        <span translate="no">
          <ControlText text={JSON.stringify(shown)} />
        </span>
      </span>
    );
  }
  return (
    <span className={`tree__${kindOf(value)}`} translate="no">
      {String(value)}
    </span>
  );
}

/** A node's name: a key or index of the data, or the root, which is named in the interface language. */
function Key({ name }: { name: string | null }) {
  const S = useStrings('result', en).tree;
  if (name === null) return <span className="tree__key">{S.root}</span>;
  return (
    <span className="tree__key" translate="no">
      <ControlText text={name} />
    </span>
  );
}

function TreeNode({ name, value, depth, path, jsonPath, onCopy }: { name: string | null; value: unknown; depth: number; path: string; jsonPath: string; onCopy: OnCopy }) {
  const S = useStrings('result', en).tree;
  const isBranch = value !== null && typeof value === 'object';
  const [open, setOpen] = useState(depth < 1);
  const [limit, setLimit] = useState<number>(RENDER_LIMITS.treeChildren);
  if (!isBranch) {
    return (
      <li className="tree__item">
        <Key name={name} />: <Leaf value={value} /> <CopyButtons value={value} path={path} jsonPath={jsonPath} onCopy={onCopy} />
      </li>
    );
  }
  // An array's shown children only: a long list of a large answer reads each element from bytes (long-list.ts).
  const count = Array.isArray(value) ? value.length : Object.keys(value as object).length;
  const entries = Array.isArray(value) ? value.slice(0, limit).map((v: unknown, i) => [String(i), v] as const) : Object.entries(value as Record<string, unknown>).slice(0, limit);
  const summary = Array.isArray(value) ? S.array(count) : S.object(count);
  return (
    <li className="tree__item">
      <button type="button" className="tree__toggle" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <span className="tree__caret" aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
        <Key name={name} /> <span className="muted small">{summary}</span>
      </button>{' '}
      <CopyButtons value={value} path={path} jsonPath={jsonPath} onCopy={onCopy} />
      {open && count > 0 && (
        <ul className="tree__children">
          {entries.map(([k, v]) => (
            <TreeNode key={k} name={k} value={v} depth={depth + 1} path={childPath(path, k, Array.isArray(value))}
              jsonPath={jsonPath + dottedStep(Array.isArray(value) ? Number(k) : k)}
              onCopy={onCopy}
            />
          ))}
          {count > limit && (
            <li>
              <button type="button" className="btn btn--small" onClick={() => setLimit((l) => l + RENDER_LIMITS.treeChildren)}>
                {S.showMore(Math.min(RENDER_LIMITS.treeChildren, count - limit), formatCount(count))}
              </button>
            </li>
          )}
        </ul>
      )}
    </li>
  );
}

export function ValueTree({ value, label }: { value: unknown; label: string }) {
  const S = useStrings('result', en).tree;
  const [status, setStatus] = useState('');
  const L = useStrings('leave', leaveEn);
  // Through the one exit: a value copied from the tree is scanned for this tab's credentials like any copy.
  const onCopy: OnCopy = (text, what, path) => {
    void leaveBrowser({ kind: 'clipboard', text }).then((out) => {
      if (out.written) setStatus(what === 'value' ? S.copiedValue(path) : S.copiedPath(path));
      else setStatus(out.failed ? S.copyFailed : L.refused(L.target.treeCopy));
    });
  };
  return (
    <>
      <p className="small muted tree__status" role="status" aria-live="polite">
        {status}
      </p>
      <ul className="tree" aria-label={label}>
        <TreeNode name={null} value={value} depth={0} path="" jsonPath="$" onCopy={onCopy} />
      </ul>
    </>
  );
}

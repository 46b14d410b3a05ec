// A collapsible tree of the parsed body: children are rendered only when their node is open, 100 at a time.
import { useState } from 'react';
import { RENDER_LIMITS } from '../../../config/defaults';

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function Leaf({ value }: { value: unknown }) {
  if (typeof value === 'string') {
    const shown = value.length > 500 ? `${value.slice(0, 500)}…` : value;
    return (
      <span className="tree__string" title={value.length > 500 ? `${value.length.toLocaleString('en')} characters` : undefined}>
        {JSON.stringify(shown)}
      </span>
    );
  }
  return <span className={`tree__${kindOf(value)}`}>{String(value)}</span>;
}

function TreeNode({ name, value, depth }: { name: string; value: unknown; depth: number }) {
  const isBranch = value !== null && typeof value === 'object';
  const [open, setOpen] = useState(depth < 1);
  const [limit, setLimit] = useState<number>(RENDER_LIMITS.treeChildren);
  if (!isBranch) {
    return (
      <li className="tree__item">
        <span className="tree__key">{name}</span>: <Leaf value={value} />
      </li>
    );
  }
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value as Record<string, unknown>);
  const summary = Array.isArray(value) ? `array [${entries.length}]` : `object {${entries.length}}`;
  return (
    <li className="tree__item">
      <button type="button" className="tree__toggle" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <span className="tree__caret" aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
        <span className="tree__key">{name}</span> <span className="muted small">{summary}</span>
      </button>
      {open && entries.length > 0 && (
        <ul className="tree__children">
          {entries.slice(0, limit).map(([k, v]) => (
            <TreeNode key={k} name={k} value={v} depth={depth + 1} />
          ))}
          {entries.length > limit && (
            <li>
              <button type="button" className="btn btn--small" onClick={() => setLimit((l) => l + RENDER_LIMITS.treeChildren)}>
                Show {Math.min(RENDER_LIMITS.treeChildren, entries.length - limit)} more of {entries.length.toLocaleString('en')}
              </button>
            </li>
          )}
        </ul>
      )}
    </li>
  );
}

export function ValueTree({ value, label }: { value: unknown; label: string }) {
  return (
    <ul className="tree" aria-label={label}>
      <TreeNode name="(root)" value={value} depth={0} />
    </ul>
  );
}

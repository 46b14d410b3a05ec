// A small busy indicator; the text next to it carries the meaning for screen readers.
export function Spinner({ label }: { label?: string }) {
  return <span className="spinner" role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true} />;
}

// A compact select for one request parameter (cache, result_type, lang): labelled with the parameter's own name,
// which is API vocabulary and stays as is in every interface language.
interface ParamSelectProps<T extends string> {
  name: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}

export function ParamSelect<T extends string>({ name, value, options, onChange }: ParamSelectProps<T>) {
  return (
    <label className="row small">
      <span translate="no">{name}</span>
      <select aria-label={name} translate="no" className="input input--inline" value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((v) => (
          <option key={v}>{v}</option>
        ))}
      </select>
    </label>
  );
}

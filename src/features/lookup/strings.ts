// Every label and message of the lookup form and its samples in English; the Chinese twin is strings.zh.ts (same shape,
// checked by tsc). Parameter names and values (item_id, cache, result_type, yes, json…) are the API's and stay as is.
export const en = {
  heading: 'Lookup',
  form: 'Lookup',
  operation: 'Operation',
  operations: { company: 'Company', product: 'Product' },
  idHelp: {
    company: 'Company listing identifier: a word, an underscore, then digits.',
    product: 'Product identifier: a string of digits.',
  },
  cacheHelp: 'yes: a stored answer may be served.',
  resultTypeHelp: {
    json: 'Format: JSON, non-ASCII escaped.',
    jsonu: 'Format: JSON with readable UTF-8.',
    xml: 'Format: XML.',
    serialize: 'Format: PHP serialize().',
    var_export: 'Format: PHP var_export().',
  },
  langHelp: 'Translation: cn, en, ru.',
  versionHelp: 'Optional API version.',
  submit: 'Look up',
  /** Opens the box a request (curl, URL, sample, log line) is pasted into, under the identifier box. */
  pasteRequest: 'Paste a request',
  /** On a phone after a lookup: unfolds the form from its one-line summary. */
  edit: 'Edit',
  /** A soft warning when the identifier does not have the usual shape. */
  shapeHint: {
    company: 'Company identifiers usually look like word_digits (e.g. shop_1000000).',
    product: 'Product identifiers are usually digits only (e.g. 600000000000).',
  },
  stillSend: (hint: string) => `${hint} You can still send it.`,
  errors: {
    idEmpty: 'Enter an identifier',
    tooLong: (max: number) => `At most ${max} characters`,
    idControl: 'No spaces or control characters inside the identifier',
  },
  samples: {
    label: 'Samples',
    pick: 'Pick a sample…',
    group: { demo: 'Demo set (for a customer demo)', company: 'Company (item_id)', product: 'Product (num_iid)' },
    help: "From the gateway's catalog: fills the identifier and the operation.",
    none: 'Enter an identifier on the left and press Enter.',
    try: { company: 'Try company', product: 'Try product' },
    tryDemo: { company: 'Demo company', product: 'Demo product' },
  },
};
export type Strings = typeof en;

// This namespace registers itself with the interface-language layer (no shared code imports a feature).
declare module '../../i18n/catalogs' {
  interface Catalogs {
    lookup: Strings;
  }
}

// Every label and message of the settings dialog (environments included) in English; the Chinese twin is strings.zh.ts (same shape, checked by tsc).
export const en = {
  title: 'Settings',
  form: 'Connection settings',
  preset: 'Local gateway preset',
  presetHint: 'The bundled reference gateway on this origin.',
  baseUrl: 'Base URL',
  goesTo: 'Requests go to',
  baseUrlHelp: '{base_url} of the specification, e.g. https://api.example.com. http(s) only.',
  companyFamily: 'Company family',
  companyFamilyHelp: '<company_api_type> path segment.',
  productFamily: 'Product family',
  productFamilyHelp: '<product_api_type> path segment.',
  timeout: 'Timeout (ms)',
  timeoutHelp: (min: number, max: number) => `How long to wait for an answer: ${min}–${max} ms.`,
  storedHere: 'Environments are kept in this browser. They never hold a secret.',
  environment: 'Environment',
  editing: 'Settings of the environment in use. Switch environments in the header.',
  adding: 'A new environment. Saving switches to it; credentials are entered for each environment.',
  name: 'Environment name',
  nameHelp: 'Shown in the header, e.g. Production or Staging.',
  colour: 'Colour',
  colourHelp: 'The header shows it, so a demo never runs against the wrong gateway.',
  colours: { green: 'Green', blue: 'Blue', orange: 'Orange', red: 'Red', purple: 'Purple', grey: 'Grey' },
  credentialsMode: 'Credentials',
  credentialsModeHelp: 'The form the credentials panel opens with here. Secrets are never saved with an environment.',
  modes: { plain: 'Key and secret', signed: 'Signed config' },
  add: 'New environment',
  remove: 'Delete environment',
  removeConfirm: (name: string) => `Delete “${name}”? Its credentials are forgotten.`,
  removeYes: 'Delete',
  removeNo: 'Keep',
  localFixed: 'The local gateway is the first environment and cannot be deleted.',
  cancel: 'Cancel',
  save: 'Save',
  billing: {
    legend: 'Billing',
    help: 'Which answers this environment bills: the sentence under each answer follows these rules. The defaults are the specification\'s "whether charged" column; a provider may bill differently.',
    classes: {
      success: 'Answer (success)',
      notFound: 'No result (not found)',
      rateLimited: 'Rate limited, automatic retries included',
      refused: 'Refused calls (other error codes)',
      serverError: 'Server and network errors',
    },
    rules: { billed: 'Billed (1 call)', free: 'Not billed', 'not-stated': 'Not stated (ask the provider)' },
    specSays: (rule: string) => `specification: ${rule}`,
    reset: "Reset to the specification's defaults",
    isDefault: "The specification's defaults.",
    isCustom: "This environment's own rules (kept in this browser).",
    unreadable: "The saved billing rules of this environment could not be read: the specification's defaults are shown and used. Save to replace them.",
  },
  errors: {
    familyEmpty: 'Enter the API family segment',
    nameEmpty: 'Give the environment a name',
    tooLong: (max: number) => `At most ${max} characters`,
    familyChars: 'Letters, digits and . _ ~ - only (it is one path segment)',
    timeoutNumber: 'Enter a number of milliseconds',
    timeoutWhole: 'Whole milliseconds only',
    timeoutMin: (min: number) => `At least ${min} ms`,
    timeoutMax: (max: number) => `At most ${max} ms`,
  },
};
export type Strings = typeof en;

// This namespace registers itself with the interface-language layer (no shared code imports a feature).
declare module '../../i18n/catalogs' {
  interface Catalogs {
    settings: Strings;
  }
}

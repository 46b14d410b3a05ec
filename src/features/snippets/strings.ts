// Every label and message of the code snippets panel in English; the Chinese twin is strings.zh.ts (same shape, checked by tsc).
// The snippets themselves are code, with English comments, whatever the interface language.
export const en = {
  heading: 'Code for this request',
  close: 'Close code',
  languages: 'Snippet language',
  includeReal: 'Include my real credentials',
  includeRealWarning: 'The snippet now holds your real credentials: anyone who sees it can call the API as you (and use your quota). Do not paste it into tickets or chats.',
  placeholdersHelp: 'Credentials are read from the environment: export API_KEY and API_SECRET (signed mode: API_SIGNATURE) before running it.',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed: select the text and copy it by hand.',
  signedNote: 'Signed mode: timestamp, nonceStr and apis are the current config; it expires 300 s after its timestamp.',
};

export type Strings = typeof en;

// This namespace registers itself with the interface-language layer (no shared code imports a feature).
declare module '../../i18n/catalogs' {
  interface Catalogs {
    snippets: Strings;
  }
}

// Why a base URL cannot be used, in English; the Chinese twin is base-url-strings.zh.ts. Its own namespace because
// the first screen needs it (deep-link banner, settings): the rest of the API layer's messages load with the engine.
export const en = {
  empty: 'Enter the base URL, e.g. http://127.0.0.1:8787.',
  badPath: 'A base path has no spaces, query or fragment.',
  notUrl: 'This is not a URL: write it with http:// or https://, e.g. http://127.0.0.1:8787.',
  protocol: (protocol: string) => `Only http:// and https:// base URLs are allowed (got ${protocol}).`,
  userInfo: 'Remove the user name and password from the URL: credentials go in the credentials panel.',
  query: 'Remove the query string and fragment: the base URL is only scheme, host and path.',
  otherOrigin: (origin: string) =>
    `This path would send requests to ${origin}, not to this page's origin (browsers read "\\" as "/"). To use that host, write its full URL.`,
};
export type Strings = typeof en;

type FixedKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];
export type BaseUrlProblem = { id: FixedKeys<Strings> } | { id: 'protocol'; protocol: string } | { id: 'otherOrigin'; origin: string };

/** A base-URL problem in the language of `s`. */
export function baseUrlMessage(problem: BaseUrlProblem, s: Strings): string {
  if (problem.id === 'protocol') return s.protocol(problem.protocol);
  if (problem.id === 'otherOrigin') return s.otherOrigin(problem.origin);
  return s[problem.id];
}

// This namespace registers itself with the interface-language layer (no shared code imports a feature).
declare module '../i18n/catalogs' {
  interface Catalogs {
    baseUrl: Strings;
  }
}

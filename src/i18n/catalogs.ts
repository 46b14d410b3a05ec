// The namespaces of interface strings: one per feature, each owned by that feature's strings.ts (English) and
// strings.zh.ts (Chinese). Each strings.ts adds its namespace to this interface (module augmentation), so this shared
// layer imports no feature; the app's zh-catalogs.ts must then name every namespace's Chinese (tsc checks it).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by each namespace's strings.ts
export interface Catalogs {}

export type Namespace = keyof Catalogs;

// Every label and message of the raw view in English; the Chinese twin is raw-strings.zh.ts (same shape, checked by tsc).
export const en = {
  placeholder: '',
};
export type Strings = typeof en;

// Every label and message of the common namespace in English; the Chinese twin is strings.zh.ts (same shape, checked by tsc).
export const en = {
  placeholder: '',
};
export type Strings = typeof en;

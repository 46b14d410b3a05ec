// Every label and message of the settings namespace in English; the Chinese twin is strings.zh.ts (same shape, checked by tsc).
export const en = {
  placeholder: '',
};
export type Strings = typeof en;

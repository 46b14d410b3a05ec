// Chinese interface strings of the credentials namespace (loaded on demand with every other namespace, see src/i18n/zh.ts).
import { en, type Strings } from './strings';

// TODO(i18n): translate; until then English.
export const zh: Strings = en;

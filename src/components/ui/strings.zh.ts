// Chinese interface strings of the common namespace (loaded on demand with every other namespace, see src/i18n/zh.ts).
import type { Strings } from './strings';

export const zh: Strings = {
  close: '关闭',
  controlCharacter: (code) => `控制字符 ${code}`,
  showAllText: (count) => `全部显示（共 ${count} 个字符）`,
  showMore: {
    items: '条目',
    showing: (shown, total, noun) => `${noun}：共 ${total} 项，已显示前 ${shown} 项。`,
    more: (count) => `再显示 ${count} 项`,
    all: '全部显示',
  },
};

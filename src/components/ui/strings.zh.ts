// Chinese interface strings of the common namespace (loaded on demand with every other namespace, see src/i18n/zh.ts).
import type { Strings } from './strings';

export const zh: Strings = {
  partFailed: {
    title: '这部分出错了',
    text: '这部分无法加载或显示（页面打开后可能已部署了新版本）。页面的其余部分、你的凭据和正在运行的批量任务不受影响。',
    reload: '重新加载这部分',
  },
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

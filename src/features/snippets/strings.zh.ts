// Chinese interface strings of the snippets namespace (loaded on demand with every other namespace, see src/i18n/zh.ts).
import type { Strings } from './strings';

export const zh: Strings = {
  heading: '此请求的代码',
  close: '关闭代码',
  languages: '代码语言',
  includeReal: '包含我的真实凭据',
  includeRealWarning: '代码片段中现在包含你的真实凭据：任何看到它的人都能以你的身份调用 API（并消耗你的配额）。请勿将其粘贴到工单或聊天中。',
  placeholdersHelp: '凭据从环境变量读取：运行前请先设置 API_KEY 和 API_SECRET（签名模式还需 API_SIGNATURE）。',
  copy: '复制',
  copied: '已复制',
  copyFailed: '复制失败：请选中代码后手动复制。',
  signedNote: '签名模式：timestamp、nonceStr 和 apis 取自当前配置；自 timestamp 起 300 秒后失效。',
};

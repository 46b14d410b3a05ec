// Chinese strings of the path filter and path columns (loaded on demand with every other namespace).
import type { Strings } from './json-path-strings';

export const zh: Strings = {
  label: '按路径筛选',
  hint: 'JSONPath（RFC 9535）：$.a.b、[\'a b\']、[0]、[-1]、[*]、..、[start:end:step]、[0,2]。不执行过滤器 [?…]。',
  run: '筛选',
  clear: '清除',
  running: '正在筛选…',
  none: '没有匹配项。',
  count: (total) => `${total} 个匹配`,
  countCapped: (total, shown) => `${total} 个匹配，列出前 ${shown} 个`,
  stopped: (limit, found) => `在 ${limit} 个匹配后停止：请缩小路径范围（目前已找到 ${found} 个）`,
  matches: '匹配项',
  copyPath: '复制路径',
  copied: (path) => `已复制 ${path}。`,
  copyFailed: '复制失败：浏览器拒绝访问剪贴板。',
  showMore: (n) => `再显示 ${n} 项`,
  errorAt: (column, message) => `第 ${column} 列：${message}`,
  errors: {
    empty: '请输入路径，例如 $.item.title',
    root: '路径以 $ 开头（例如 $.item.title）',
    filter: '不支持过滤器',
    unexpected: (found) => (found === '' ? '路径过早结束' : `意外的“${found}”`),
    name: '点号后应为名称或 *',
    integer: '不是有效的索引（不带前导零的整数，最大 2^53−1）',
    string: '带引号的名称未闭合',
    escape: '带引号的名称中有无效的转义',
    unclosed: '方括号中应为 , 或 ]',
  },
};

// Chinese interface strings of the history namespace (loaded on demand with every other namespace, see src/i18n/zh.ts).
import type { Operation } from '../../api/types';
import type { Strings } from './strings';

const OPERATIONS: Record<Operation, string> = { company: '公司', product: '商品' };

// Kinds from older versions or unknown ones are shown as stored.
const KINDS: Record<string, { badge: string; failure: string }> = {
  request: { badge: '未发送', failure: '请求无法构建' },
  network: { badge: '网络', failure: '网络错误' },
  timeout: { badge: '超时', failure: '请求超时' },
  cancelled: { badge: '已取消', failure: '已取消' },
  http: { badge: 'HTTP', failure: 'HTTP 错误' },
  parse: { badge: '解析', failure: '响应无法解析' },
};

export const zh: Strings = {
  heading: '历史记录',
  clear: '清空历史记录',
  confirm: '确认清空历史记录',
  clearAll: (count) => `清空全部 ${count} 条记录？`,
  yesClear: '确认清空',
  keep: '保留',
  empty: '还没有查询。你运行的每次查询都会列在这里（从不包含 secret）。',
  list: '以往的查询',
  rerun: '重新查询 ',
  rerunTitle: (operation, query) => `重新查询${OPERATIONS[operation]} ${query}`,
  operations: OPERATIONS,
  noRecord: '无记录',
  noTitle: '无标题',
  failureBadge: (kind) => KINDS[kind]?.badge ?? kind,
  failure: (kind) => KINDS[kind]?.failure ?? `${kind} 失败`,
  answers: {
    list: '带结果的历史查询',
    empty: '还没有保存的结果。',
    count: (n) => `×${n}`,
    pinned: '已固定',
    receivedAt: (when) => `接收于 ${when}`,
    dropped: '为不超出存储预算，结果已删除；参数仍保留，可以再次运行。',
    open: '打开',
    openOf: (what) => `打开 ${what} 已保存的结果`,
    runAgain: '再次运行',
    runAgainOf: (what) => `再次运行 ${what}`,
    runAgainHelp: '使用相同参数发起一次新的（计费）调用。',
    copyCurl: '复制为 cURL',
    copyCurlOf: (what) => `将 ${what} 复制为 cURL`,
    compare: '发送到对比',
    compareOf: (what) => `将 ${what} 的结果发送到对比`,
    pin: '固定',
    pinOf: (what) => `固定 ${what}`,
    pinHelp: '固定的结果不会因存储预算而被删除。',
    delete: '删除',
    deleteOf: (what) => `删除 ${what} 及其结果`,
  },
};

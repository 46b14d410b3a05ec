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
};

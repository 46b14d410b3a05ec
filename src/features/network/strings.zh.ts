// The Network panel's strings in Chinese (same shape as strings.ts, checked by tsc).
import type { Strings } from './strings';

export const zh: Strings = {
  title: '网络：本次会话的请求',
  intro: '页面打开以来发出的每个请求，以浏览器的记录为准。key、secret 和签名均已遮盖。',
  summary: (all, billed) => `共 ${all} 个请求，其中 ${billed} 次计费查询（item_get）`,
  none: '尚未记录到请求。',
  host: '主机',
  path: '路径',
  time: '时间',
  kind: '类型',
  billed: '计费',
  billedYes: '计费（item_get）',
  billedNo: '否',
  party: { page: '本页面', gateway: '网关', other: '既非本页面也非网关' },
  others: (n) => `有 ${n} 个请求既不是发往本页面，也不是发往所选网关：已在下方标出。`,
};

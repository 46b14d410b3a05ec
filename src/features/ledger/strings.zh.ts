// Chinese interface strings of the call ledger (loaded on demand with every other namespace, see src/app/zh-catalogs.ts).
import { formatCount } from '../../i18n/locale';
import type { Strings } from './strings';

const calls = (n: number) => `${formatCount(n)} 次调用`;

export const zh: Strings = {
  heading: '调用账本',
  intro: '本浏览器发出的每个请求（查询、再次运行、对比、批量、演示列表），按环境、密钥和日期保存在本机。失败的调用也可能计费；由网关缓存返回的答案计为缓存。',
  scope: (environment: string, key: string) => `环境 ${environment}，密钥 ${key}。`,
  noCredentials: '请先填写凭据：账本显示当前所用密钥的调用。',
  loading: '正在读取账本…',
  unreadable: '无法读取账本（本浏览器的存储拒绝了访问）。',
  unrecorded: (n: number) => `有 ${calls(n)} 已从本标签页发出，但无法写入账本（存储不可用或已满）：下方数字未包含它们。`,
  caption: '按时段统计的调用',
  metric: '调用',
  period: { today: '今天', week: '最近 7 天', month: '本月' },
  row: {
    sent: '已发出',
    billed: '计费',
    fresh: '实时获取',
    cached: '来自网关缓存',
    company: '公司查询',
    product: '商品查询',
  },
  sender: { lookup: '查询', 'run-again': '再次运行', compare: '对比', batch: '批量', playlist: '演示列表' },
  bySender: '按发送方',
  byOperation: '按操作',
  reconcile: {
    none: '今天还没有答案给出网关自己的计数。',
    agree: (gateway: number, browser: number) => `网关今天计了 ${calls(gateway)}；本浏览器发出 ${formatCount(browser)} 次计费调用：两者一致。`,
    more: (gateway: number, browser: number, gap: number) =>
      `网关今天计了 ${calls(gateway)}；本浏览器发出 ${formatCount(browser)} 次计费调用。其余 ${formatCount(gap)} 次来自使用同一密钥的其他浏览器或工具，或网关计数有误。`,
    fewer: (gateway: number, browser: number, gap: number) =>
      `网关今天计了 ${calls(gateway)}；本浏览器发出 ${formatCount(browser)} 次计费调用，比网关多 ${formatCount(gap)} 次：网关的计费规则可能与此环境不同，或其计数有误。`,
  },
  expiry: {
    later: (date: string) => `密钥于 ${date} 到期。`,
    soon: (date: string, days: number) => `密钥将在 ${formatCount(days)} 天后（${date}）到期：请在此之前续期。`,
    today: (date: string) => `密钥今天（${date}）到期：请立即续期。`,
    past: (date: string) => `密钥已于 ${date} 到期。`,
  },
  export: '导出 CSV',
  exportHint: '本月的调用，每次一行（可用 Excel 打开）。',
  exportWhat: '账本 CSV 文件',
  exportNothing: '本月没有调用：没有可导出的内容。',
};

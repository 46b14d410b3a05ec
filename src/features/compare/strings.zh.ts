// Chinese interface strings of the compare namespace (loaded on demand with every other namespace, see src/i18n/zh.ts).
import { formatCount } from '../../i18n/locale';
import type { Strings } from './strings';

export const zh: Strings = {
  heading: '对比两个结果',
  intro: '任选两个结果——本标签页最近的结果、历史记录中保存的结果（包括已固定的）或检查过的响应体——或者用其他选项再次运行 A。',
  none: '还没有结果：请先运行一次查询，再回到这里。',
  noneInMemory: '请选择两个保存在历史记录中的结果（读取它们不会发送任何请求）。',
  pickOne: '选择一个结果…',
  inMemory: '本标签页',
  fromHistory: '保存在历史记录中',
  loadingStored: '正在读取已保存的结果…',
  loadFailed: '无法再读取这个已保存的结果（因存储预算被删除，或已被更新的运行替换）。',
  pickA: '结果 A',
  pickB: '结果 B',
  operations: { company: '公司', product: '商品' },
  failureKinds: { request: '未发送', network: '网络错误', timeout: '超时', cancelled: '已取消', http: 'HTTP 错误', parse: '解析错误', api: 'API 错误' },
  // Parameter names stay as the API spells them; "name=value" keeps them readable inside Chinese text.
  resultLabel: (r) => `${r.operation} ${r.id} · lang=${r.lang} · cache=${r.cache} · ${r.resultType} · ${r.outcome} · ${r.time}`,
  runOther: '用其他选项重新运行 A',
  runOtherHelp: '发起一次（计费的）调用，并把结果放入 B。',
  run: '运行并对比',
  running: '运行中…',
  noCredentials: '请填写凭据后再运行查询。',
  envelope: '响应外层',
  record: '记录',
  counts: (c) => `${formatCount(c.changed)} 处更改 · ${formatCount(c.added)} 处新增 · ${formatCount(c.removed)} 处删除 · ${formatCount(c.unchanged)} 处未变`,
  identical: '没有差异。',
  showUnchanged: (n) => `显示 ${formatCount(n)} 个未变字段`,
  truncated: '值过大，只对比了前面的字段。',
  columns: { marker: '变化', path: '字段', a: 'A', b: 'B' },
  kinds: { changed: '已更改', added: '新增', removed: '删除', unchanged: '未变' },
  root: '（根）',
  sameResult: 'A 和 B 是同一个结果。',
  showVolatile: '显示易变字段',
  volatileHelp: '缓存时间戳、耗时、配额文本和请求 ID 每次调用都不同：默认隐藏。',
  volatileHidden: (n) => `已隐藏 ${formatCount(n)} 个易变字段`,
};

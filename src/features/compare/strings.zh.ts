// Chinese interface strings of the compare namespace (loaded on demand with every other namespace, see src/i18n/zh.ts).
import { formatCount } from '../../i18n/locale';
import type { Strings } from './strings';

export const zh: Strings = {
  heading: '对比两个结果',
  intro: '从最近的结果中任选两个（仅保存在本标签页的内存中），或用其他选项重新运行当前查询。',
  none: '还没有结果：请先运行一次查询，再回到这里。',
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

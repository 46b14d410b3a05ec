// Chinese interface strings of the lookup namespace (loaded on demand with every other namespace, see src/i18n/zh.ts).
import type { Strings } from './strings';

export const zh: Strings = {
  heading: '查询',
  form: '查询',
  operation: '操作',
  operations: { company: '公司', product: '商品' },
  idHelp: {
    company: '公司标识符：一个单词、一个下划线，再接数字。',
    product: '商品标识符：一串数字。',
  },
  cacheHelp: 'yes：可能返回已缓存的响应。',
  resultTypeHelp: {
    json: '格式：JSON，非 ASCII 字符会被转义。',
    jsonu: '格式：JSON，UTF-8 字符原样可读。',
    xml: '格式：XML。',
    serialize: '格式：PHP serialize()。',
    var_export: '格式：PHP var_export()。',
  },
  langHelp: '数据翻译语言：cn、en、ru。',
  versionHelp: '可选的 API 版本。',
  submit: '查询',
  pasteRequest: '粘贴请求',
  edit: '编辑',
  shapeHint: {
    company: '公司标识符通常形如 word_digits（例如 shop_1000000）。',
    product: '商品标识符通常只含数字（例如 600000000000）。',
  },
  stillSend: (hint) => `${hint}仍然可以发送。`,
  errors: {
    idEmpty: '请输入标识符',
    tooLong: (max) => `最多 ${max} 个字符`,
    idControl: '标识符中不能有空格或控制字符',
  },
  samples: {
    label: '示例',
    pick: '选择一个示例…',
    group: { demo: '演示数据（适合客户演示）', company: '公司（item_id）', product: '商品（num_iid）' },
    help: '来自网关的示例目录：选中后会填入标识符和操作。',
    none: '在左侧输入标识符，然后按 Enter。',
    try: { company: '试试公司', product: '试试商品' },
    tryDemo: { company: '演示公司', product: '演示商品' },
  },
};

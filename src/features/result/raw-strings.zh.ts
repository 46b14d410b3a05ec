// Chinese interface strings of the raw view (loaded on demand with every other namespace, see src/i18n/zh.ts).
import { formatCount } from '../../i18n/locale';
import type { Strings } from './raw-strings';

export const zh: Strings = {
  facts: {
    request: '请求',
    http: 'HTTP',
    noResponse: '无应答',
    time: '耗时',
    size: '大小',
    bytes: (n) => `${n} 字节`,
    contentType: '内容类型',
    headers: (count) => `响应头（${count} 个）`,
    headersNone: '未保留：已存储或分享的应答只保留状态码。',
    headersNote: '按收到的原样显示，密钥和 key 已遮盖。对于其他来源的网关，浏览器只向页面提供网关公开的响应头。',
  },
  form: {
    label: '响应显示形式',
    asReceived: '原样',
    asReceivedMasked: (secret, key) => `原样（已遮盖${secret && key ? ' key 和 secret' : secret ? ' secret' : ' key'}）`,
    pretty: '格式化',
    noPretty: '此响应已由 PHP 排版（var_export、print_r），或未能解析。',
  },
  wrap: '自动换行',
  copy: '复制响应体',
  download: '下载',
  copied: '已复制。',
  checking: '正在检查响应体中是否含有凭据，通过后才会离开浏览器…',
  copyFailed: '复制失败：请改用“下载”。',
  extent: (lines, chars) => `${formatCount(lines)} 行，${formatCount(chars)} 个字符`,
  body: '原始响应体',
  bodyHint: '响应体获得焦点后，可用方向键和翻页键滚动。',
  search: {
    label: '搜索原始响应体',
    placeholder: '在响应体中搜索…',
    matchCase: '区分大小写',
    previous: '上一个匹配',
    next: '下一个匹配',
    searching: (found) => `正在搜索… 已找到 ${found} 处`,
    none: '无匹配',
    position: (n, total) => `第 ${n} 处，共 ${total} 处`,
    atLeast: (total) => `${total}+`,
  },
  parsedHeading: '解析后的值',
  parsedTree: '解析后的响应体',
  notParsed: (resultType) => `响应体无法按 ${resultType} 解析。`,
  notParsedBecause: (resultType, reason) => `响应体无法按 ${resultType} 解析：${reason}`,
};

// Chinese strings of "What leaves this browser" (loaded on demand with every other namespace).
import type { Strings } from './strings';

export const zh: Strings = {
  heading: '离开此浏览器的内容',
  masked: '已遮盖或省略：',
  clean: (what, bytes, count) => `${what}：泄露检查在 ${bytes} 中发现 0 处（已检查此标签页的 ${count} 个凭据值及其所有转义形式）。`,
  consented: (what, count) => `${what}：按你的要求包含 ${count} 处真实凭据，未发现其他内容。`,
  refused: (what) => `未写出：${what} 含有此标签页的凭据。没有保存、复制或打印任何内容。`,
  finding: (what, account, form, line, count) => `${account} 的${what}，${form}，第 ${line} 行（${count} 次）`,
  what: { secret: '密钥', key: 'key', signature: '签名' },
  form: {
    literal: '原样',
    'url-encoded': 'URL 编码',
    'json-escaped': 'JSON \\u 转义',
    'html-entities': 'HTML/XML 实体',
    'backslash-escaped': '反斜杠转义',
    mixed: '混合转义',
  },
  target: {
    snippet: '代码片段',
    curl: 'curl 命令',
    rawCopy: '复制的响应体',
    rawFile: '响应体文件',
    report: 'HTML 报告',
    answerFile: '应答文件',
    print: '打印内容',
    http: '.http 文件',
    postman: 'Postman 集合',
    postmanEnv: 'Postman 环境',
    openapi: 'OpenAPI 文件',
    batch: '批量导出',
  },
  maskedItem: {
    variables: 'key、secret 和签名均为变量（{{API_KEY}}、{{API_SECRET}}）',
    envVars: 'key、secret 和签名均为环境变量',
    realIncluded: '无：按你的要求包含真实凭据',
    key: 'key（以 * 遮盖）',
    secret: '密钥（每个应答中均已遮盖）',
    clientIp: '你的地址（client_ip）',
    headers: '响应头',
  },
  writeFailed: (what) => `${what}：浏览器拒绝写入（剪贴板权限？）。请手动选中并复制。`,
};

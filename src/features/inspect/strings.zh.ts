// Chinese interface strings of the inspect namespace (loaded on demand with every other namespace, see src/i18n/zh.ts).
import { formatCount } from '../../i18n/locale';
import type { Strings } from './strings';

export const zh: Strings = {
  heading: '检查响应内容',
  intro: '粘贴响应内容、打开文件或把文件拖到这里：它会经过与查询相同的解析器和视图。不会发送任何请求。',
  body: '响应内容',
  placeholder: '粘贴 JSON、XML、serialize、var_export 或 print_r 格式的响应，或用“分享”保存的结果文件…',
  openFile: '打开文件',
  dropHere: '松开即可检查该文件',
  format: '格式',
  auto: (detected) => (detected ? `自动识别（${detected}）` : '自动识别'),
  operation: '列表类型',
  operations: { auto: '自动识别', company: '公司', product: '商品' },
  detected: (format, chars) => `按 ${format} 读取 · ${formatCount(chars)} 个字符`,
  notDetected: '无法识别格式：请手动选择。',
  reading: (chars) => `正在读取 ${formatCount(chars)} 个字符…`,
  tooLarge: (size, max) => `这段内容有 ${formatCount(size)} 个字符，检查视图最多读取 ${formatCount(max)} 个字符。请打开应答本身，或文件的一部分。`,
  savedAnswer: (url) => `已保存的结果：${url}`,
  readFailed: (name) => `无法读取 ${name}。`,
  clear: '清空',
  pasted: '（粘贴）',
  formatNames: { json: 'json', jsonu: 'jsonu', xml: 'xml', serialize: 'serialize', var_export: 'var_export', print_r: 'print_r' },
};

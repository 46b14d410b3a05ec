// Chinese interface strings of the share namespace (loaded on demand with every other namespace, see src/i18n/zh.ts).
import type { Strings } from './strings';

export const zh: Strings = {
  open: '分享',
  heading: '分享此结果',
  intro: '下载的文件只保存在本机，直到您发送出去。key 在所有位置都已遮盖；结果中从不包含 secret。',
  keepClientIp: '在文件中保留 client_ip（调用方地址）',
  html: '下载 HTML 报告',
  htmlHelp: '一个独立文件：记录、描述（不运行脚本，不加载任何内容）、信封说明和原始响应。可离线打开。',
  json: '下载结果文件（JSON）',
  jsonHelp: '“检查”视图可再次打开它并显示相同的记录。',
  print: '打印',
  close: '关闭',
  report: {
    title: (what) => `Listing Explorer 报告：${what}`,
    generated: (when) => `保存于 ${when}。key 已遮盖；结果中从不包含 secret。`,
    request: '请求',
    received: '接收时间',
    status: 'HTTP 状态',
    noResponse: '无响应',
    time: '耗时',
    size: '大小',
    format: 'result_type',
    record: '记录',
    noRecord: '此结果中没有记录。',
    description: '描述',
    descriptionNote: '在沙箱框架中显示：不运行任何脚本，也不加载任何内容（包括图片）。',
    noDescription: '没有描述。',
    envelope: '信封说明',
    raw: '原始响应',
    failure: '调用结果',
  },
};

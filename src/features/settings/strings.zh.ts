// Chinese interface strings of the settings namespace (loaded on demand with every other namespace, see src/i18n/zh.ts).
import type { Strings } from './strings';

export const zh: Strings = {
  title: '设置',
  form: '连接设置',
  preset: '本地网关预设',
  presetHint: '与本页同源的内置参考网关。',
  baseUrl: '基础 URL',
  goesTo: '请求发往',
  baseUrlHelp: '规范中的 {base_url}，例如 https://api.example.com。仅支持 http(s)。',
  companyFamily: '公司 API 类型',
  companyFamilyHelp: '路径中的 <company_api_type> 段。',
  productFamily: '商品 API 类型',
  productFamilyHelp: '路径中的 <product_api_type> 段。',
  timeout: '超时（ms）',
  timeoutHelp: (min, max) => `等待响应的最长时间：${min}–${max} ms。`,
  storedHere: '设置只保存在本浏览器中，从不包含 secret。',
  cancel: '取消',
  save: '保存',
  errors: {
    familyEmpty: '请输入 API 类型路径段',
    tooLong: (max) => `最多 ${max} 个字符`,
    familyChars: '只能包含字母、数字和 . _ ~ -（它是一个路径段）',
    timeoutNumber: '请输入毫秒数',
    timeoutWhole: '只能是整数毫秒',
    timeoutMin: (min) => `至少 ${min} ms`,
    timeoutMax: (max) => `最多 ${max} ms`,
  },
};

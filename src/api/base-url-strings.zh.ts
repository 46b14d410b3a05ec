// Chinese base-URL problems (loaded on demand with every other namespace, see src/i18n/zh.ts).
import type { Strings } from './base-url-strings';

export const zh: Strings = {
  empty: '请输入基础 URL，例如 http://127.0.0.1:8787。',
  badPath: '基础路径中不能有空格、查询串或片段。',
  notUrl: '这不是 URL：请以 http:// 或 https:// 开头，例如 http://127.0.0.1:8787。',
  protocol: (protocol) => `基础 URL 只能使用 http:// 或 https://（当前为 ${protocol}）。`,
  userInfo: '请从 URL 中去掉用户名和密码：凭据请填在凭据面板中。',
  query: '请去掉查询串和片段：基础 URL 只包含协议、主机和路径。',
  otherOrigin: (origin) => `这个路径会把请求发往 ${origin}，而不是本页面的源（浏览器把“\\”当作“/”）。如确要使用该主机，请写出完整 URL。`,
};

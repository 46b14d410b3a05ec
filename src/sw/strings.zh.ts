// The update notice's words in Chinese (see strings.ts).
import type { UpdateStrings } from './strings';

export const zh: UpdateStrings = {
  ready: '新版本已就绪',
  reload: '重新加载',
  reloadName: '重新加载以使用新版本',
};

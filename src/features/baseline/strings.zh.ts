// Chinese strings of a lookup's baseline (loaded on demand with every other namespace).
import type { Strings } from './strings';

export const zh: Strings = {
  make: '设为基准',
  changed: (date, what) => `自基准（${date}）以来有变化：${what}`,
  unchanged: (date) => `自基准（${date}）以来没有变化`,
  isBaseline: (date) => `此回答即为基准（${date}）`,
  comparing: '正在与基准比较…',
  saveFailed: '无法保存基准：此浏览器的存储拒绝了写入。',
  readFailed: '无法读取基准：此浏览器的存储拒绝了读取。',
};

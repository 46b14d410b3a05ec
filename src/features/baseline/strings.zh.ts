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
  report: {
    heading: '自基准以来的变化',
    compare: '与基准比较',
    comparing: '正在与基准比较…',
    intro: '本次运行的每个回答与其标识符的基准（同一环境、密钥、语言和 result_type）比较。不会发出任何调用。',
    counts: (changed, unchanged, none, noAnswer) => `${changed} 个有变化 · ${unchanged} 个无变化 · ${none} 个没有基准 · ${noAnswer} 个没有回答`,
    byFieldLine: (list) => `各字段有变化的行数：${list}`,
    changedRow: (what) => `有变化：${what}`,
    rows: (n) => `${n} 行`,
    states: { changed: '有变化', unchanged: '无变化', 'no-baseline': '没有基准', 'no-answer': '没有回答' },
    stopped: (limit) => `比较了 ${limit} 个值后停止：其后的行未比较。`,
    identifier: '标识符',
    change: '变化',
    exportCsv: '导出变化报告（CSV）',
    makeAll: '将这些回答设为基准',
    madeAll: (n) => `已将 ${n} 个回答设为基准。`,
    failed: '无法读取或保存基准：此浏览器的存储拒绝了操作。',
  },
};

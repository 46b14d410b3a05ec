// Edge-case listings full of hard Unicode: emoji sequences, flags, RTL scripts, zero-width and combining marks, astral CJK.
import { tr, type DataLang } from './prng';
import { COUNTRY, PLACES } from './words-places';
import { companyBase, productBase } from './edge-basic';

const EMOJI = '👨‍👩‍👧‍👦 🏳️‍🌈 🏴‍☠️ 👍🏽 🧑🏿‍💻 ❤️‍🔥 🐉';
const FLAGS = '🇨🇳 🇷🇺 🇺🇸 🇮🇱 🇸🇦 🇪🇺';
const ARABIC = 'مرحبا بالعالم — متجر المصنع';
const HEBREW = 'שלום עולם — חנות המפעל';
const ZERO_WIDTH = 'zero\u200bwidth\u200cnon\u200djoiner\u2060word\ufeffjoiner';
const COMBINING = 'e\u0301 n\u0303 a\u030a Z\u0351\u0364\u0308a\u0310\u0352l\u036bg\u0301o\u0353';
const ASTRAL = '𠀀𠀁 𪚥 𰻞𰻞面 𝔘𝔫𝔦𝔠𝔬𝔡𝔢';
const BIDI = '\u202eexe.txt\u202c \u200fRLM\u200f \u200eLRM\u200e';

function location(lang: DataLang): string {
  const place = PLACES[0];
  if (!place) return '';
  return `${tr(COUNTRY, lang)} 🇨🇳»${tr(place.province, lang)}\u200d»${tr(place.city, lang)} 𠀀`;
}

function nick(lang: DataLang): string {
  return `${lang === 'cn' ? '王' : lang === 'en' ? 'Wang' : 'Ван'}\u200b🐉 ${ARABIC.slice(0, 5)} י${COMBINING.slice(0, 2)}`;
}

function desc(base: string): string {
  return (
    `<div class="unicode-zoo"><h3>${EMOJI}</h3><p>${FLAGS}</p>` +
    `<p dir="rtl" lang="ar">${ARABIC}</p><p dir="rtl" lang="he">${HEBREW}</p>` +
    `<p>${ZERO_WIDTH}</p><p>${COMBINING}</p><p>${ASTRAL}</p><p>${BIDI}</p></div>${base}`
  );
}

export function unicodeCompany(id: string, lang: DataLang): Record<string, unknown> {
  const base = companyBase(3, id, lang);
  return {
    ...base,
    title: `${EMOJI} ${String(base.title)} ${ARABIC} ${HEBREW} ${ASTRAL} ${ZERO_WIDTH} ${COMBINING}`,
    desc: desc(String(base.desc)),
    location: location(lang),
    nick: nick(lang),
  };
}

export function unicodeProduct(id: string, lang: DataLang): Record<string, unknown> {
  const base = productBase(3, id, lang);
  return {
    ...base,
    title: `${FLAGS} ${String(base.title)} ${ARABIC} ${ASTRAL} ${EMOJI}`,
    desc_short: `${HEBREW} ${ZERO_WIDTH} ${COMBINING}`,
    desc: desc(String(base.desc)),
    location: location(lang),
    nick: nick(lang),
  };
}

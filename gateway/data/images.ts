// Tiny inline pictures, so a demo or screenshot shows real images with no network at all.

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

function tshirt(body: string, trim: string): string {
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">` +
      `<rect width="240" height="240" fill="#f4f1ea"/>` +
      `<path d="M80 40 L40 70 L58 108 L78 98 L78 200 L162 200 L162 98 L182 108 L200 70 L160 40 Q120 70 80 40 Z" fill="${body}" stroke="${trim}" stroke-width="4" stroke-linejoin="round"/>` +
      `<circle cx="120" cy="120" r="18" fill="${trim}" opacity="0.6"/></svg>`,
  );
}

/** Shirts in three colours: the knitwear maker of edge-rich_1 shows them inline in its description. */
export const DEMO_PRODUCT_IMAGES: readonly string[] = [tshirt('#ffffff', '#3b6ea5'), tshirt('#1f3a5f', '#f2c14e'), tshirt('#c8102e', '#ffffff')];

/** A small banner for the demo description. */
export const DEMO_BANNER = svgDataUrl(
  `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120">` +
    `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#3b6ea5"/><stop offset="1" stop-color="#7fb3d5"/></linearGradient></defs>` +
    `<rect width="480" height="120" rx="12" fill="url(#g)"/>` +
    `<circle cx="70" cy="60" r="34" fill="#f2c14e"/><rect x="130" y="40" width="300" height="14" rx="7" fill="#ffffff"/>` +
    `<rect x="130" y="66" width="220" height="10" rx="5" fill="#dbe9f4"/></svg>`,
);

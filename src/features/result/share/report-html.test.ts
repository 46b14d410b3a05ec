// The report's HTML: remote loads removed, text escaped, one CSP that allows no script.
import { describe, expect, it } from 'vitest';
import { descriptionFrame, REPORT_CSP, reportHtml, withoutRemoteSources } from './report-html';

describe('report html', () => {
  it('drops remote picture sources and remote CSS backgrounds', () => {
    const html = '<img src="https://t.invalid/p.gif" alt="x"><p style="background:url(&quot;https://t.invalid/bg.png&quot;)">a</p><div style="background:url(//t.invalid/b.png)"></div><img src="data:image/png;base64,AA"><svg><image href="https://t.invalid/s.png" xlink:href=\'//t.invalid/x.png\'/></svg><video poster="https://t.invalid/p.jpg"></video><a href="https://example.com/page">link</a>';
    const out = withoutRemoteSources(html);
    expect(out).not.toMatch(/\ssrc="https/);
    expect(out).not.toContain('url(');
    expect(out).toContain('data-remote-src="https://t.invalid/p.gif"');
    expect(out).not.toMatch(/\s(?:xlink:)?href=["'](?:https?:)?\/\/t\.invalid/);
    expect(out).not.toContain(' poster=');
    expect(out).toContain('src="data:image/png;base64,AA"');
    expect(out).toContain('<a href="https://example.com/page">');
  });

  it('escapes the frame document and the text, and carries the CSP', () => {
    const frame = descriptionFrame('<p class="x">a & "b"</p>', 'T "1"');
    expect(frame).toContain('sandbox=""');
    expect(frame).toContain('srcdoc="&lt;p class=&quot;x&quot;&gt;a &amp; &quot;b&quot;&lt;/p&gt;"');
    const page = reportHtml({ title: '<script>x</script>', lang: 'en', note: 'n', facts: [['k', '<v>']], sections: [], css: 'a{}</style><script>' });
    expect(page).toContain(`content="${REPORT_CSP}"`);
    expect(page).toContain('<title>&lt;script&gt;x&lt;/script&gt;</title>');
    // CSS text cannot close its own <style> element early.
    expect(page).not.toContain('</style><script>');
    expect(REPORT_CSP).toMatch(/^default-src 'none';/);
    expect(REPORT_CSP).not.toMatch(/script-src/);
  });
});

describe('relative references (opened from file://, they load files beside the report)', () => {
  it('lose their loading attribute too; data: and #fragment stay', () => {
    const out = withoutRemoteSources('<img src="x"><image href=\'pic.svg\'></image><img src="data:image/png;base64,AA"><use href="#a"></use><div style="background:url(x.png)"></div><div style="background:url(&quot;data:,&quot;)"></div>');
    expect(out).toContain('data-remote-src="x"');
    expect(out).toContain("data-remote-href='pic.svg'");
    expect(out).toContain('src="data:image/png;base64,AA"');
    expect(out).toContain('href="#a"');
    expect(out).toContain('background:none');
    expect(out).toContain('url(&quot;data:,&quot;)');
  });
});

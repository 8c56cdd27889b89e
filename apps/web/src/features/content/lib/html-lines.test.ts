import { describe, expect, it } from 'vitest';
import { htmlLines } from './html-lines';

describe('htmlLines', () => {
  it('reads one line per paragraph and line break, with entities decoded and tags dropped', () => {
    expect(htmlLines('<p><strong>Upline Wellness</strong><br>1200 Rue Sainte-Catherine&nbsp;O.</p><p>Montr&eacute;al &amp; area, QC H3B&#160;1K9</p>')).toEqual([
      'Upline Wellness',
      '1200 Rue Sainte-Catherine O.',
      'Montréal & area, QC H3B 1K9',
    ]);
  });

  it('leaves out blank lines and scripts, and keeps an unknown entity as written', () => {
    expect(htmlLines('<div>  </div><script>alert(1)</script><ul><li>A &zwnj;</li><li> B </li></ul>')).toEqual(['A &zwnj;', 'B']);
  });
});

import { describe, expect, it } from 'vitest';
import { planVersion1 as plan } from './plan.js';
import { recreditOrderLine, type LiveAccrual } from './recredit.js';
import { walkUpline, type UplineMember } from './walk.js';

const base = { isAdmin: false, isCompany: false, isActive: true, planStatus: null };
const amb = (id: number): UplineMember => ({ ...base, id, memberType: 'ambassador' });
const company = (id: number): UplineMember => ({ ...base, id, memberType: 'ambassador', isCompany: true });
const walk = (chain: UplineMember[], bvMinor = 10_000) => walkUpline({ plan, buyerId: 1, chain, bvMinor }).lines;
const live = (chain: UplineMember[], bvMinor = 10_000, leftShare = 1): LiveAccrual[] =>
  walk(chain, bvMinor).map((l, i) => ({ id: 100 + i, memberId: l.memberId, structuralLevel: l.structuralLevel, paidLevel: l.paidLevel, rateBps: l.rateBps, leftMinor: Math.round(l.amountMinor * leftShare) }));

describe('re-crediting an order line to a new upline (decision 0023)', () => {
  it('keeps the lines of the moving member and takes back and re-books only the levels above them', () => {
    // Member 5 (credited, level 1) moves from under 6 (level 2) to under 7.
    const before = live([amb(5), amb(6), company(9)]);
    const { reverse, add } = recreditOrderLine(before, walk([amb(5), amb(7), company(9)]));
    expect(reverse.map((l) => l.memberId)).toEqual([6]);
    expect(add.map((l) => [l.memberId, l.paidLevel, l.amountMinor])).toEqual([[7, 2, 1000]]);
  });

  it('takes back and re-books a member who is in both uplines at another level', () => {
    // 5 moves from under 6 (under 7) to directly under 7: 7 goes from level 3 (ambassador: nothing) to level 2.
    const before = live([amb(5), amb(6), amb(7)]);
    const { reverse, add } = recreditOrderLine(before, walk([amb(5), amb(7)]));
    expect(reverse.map((l) => l.memberId)).toEqual([6]);
    expect(add.map((l) => [l.memberId, l.structuralLevel, l.paidLevel])).toEqual([[7, 2, 2]]);
  });

  it('books the new upline in full when nobody was paid before (an order credited to the company account)', () => {
    const { reverse, add } = recreditOrderLine(live([company(9)]), walk([amb(7), company(9)]));
    expect(reverse).toEqual([]);
    expect(add.map((l) => [l.memberId, l.amountMinor])).toEqual([[7, 2000]]);
  });

  it('leaves lines that a refund already took back in full, and adds nothing on no BV', () => {
    const refunded = live([amb(5), amb(6)], 10_000, 0);
    const { reverse, add } = recreditOrderLine(refunded, walk([amb(5), amb(7)], 0));
    expect(reverse).toEqual([]);
    expect(add).toEqual([]);
  });

  it('changes nothing when the new walk pays the same members the same way', () => {
    const same = [amb(5), amb(6)];
    expect(recreditOrderLine(live(same), walk(same))).toEqual({ reverse: [], add: [] });
  });
});

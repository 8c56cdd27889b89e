import { describe, expect, it } from 'vitest';
import { planVersion1 as plan } from './plan.js';
import type { UplineMember } from './walk.js';
import { compressionReason, walkUpline } from './walk.js';

const base = { isAdmin: false, isCompany: false, isActive: true, planStatus: null };
const amb = (id: number): UplineMember => ({ ...base, id, memberType: 'ambassador' });
const sch = (id: number, planStatus: string | null = 'continue'): UplineMember => ({ ...base, id, memberType: 'scholar', planStatus });
const cust = (id: number): UplineMember => ({ ...base, id, memberType: 'customer' });
const staff = (id: number): UplineMember => ({ ...base, id, memberType: 'ambassador', isAdmin: true });
const company = (id: number): UplineMember => ({ ...base, id, memberType: 'ambassador', isCompany: true });
const closed = (id: number): UplineMember => ({ ...amb(id), isActive: false });
const buyer = 1;

const paid = (chain: UplineMember[], bvMinor = 10_000) => walkUpline({ plan, buyerId: buyer, chain, bvMinor });
const summary = (chain: UplineMember[], bvMinor = 10_000) =>
  paid(chain, bvMinor).lines.map((l) => [l.memberId, l.structuralLevel, l.paidLevel, l.amountMinor]);

describe('who earns (plan §1)', () => {
  it.each([
    ['an ambassador', amb(2), null],
    ['a scholar', sch(2), null],
    ['a customer', cust(2), 'customer'],
    ['staff', staff(2), 'staff'],
    ['the company account', company(2), 'company'],
    ['a closed account', closed(2), 'closed'],
  ])('%s: compression reason %s', (_label, member, reason) => {
    expect(compressionReason(member)).toBe(reason);
  });
  it('customers, staff and the company account earn nothing', () => {
    expect(paid([cust(2), staff(3), company(4)]).lines).toEqual([]);
  });
  it('nobody earns on their own order: an order credited to its buyer is credited to their enrolling sponsor', () => {
    expect(summary([amb(buyer), amb(2), amb(3)])).toEqual([
      [2, 1, 1, 2000],
      [3, 2, 2, 1000],
    ]);
  });
});

describe('who is paid and how much (plan §3)', () => {
  it('pays 20% to the credited sponsor and 10% to their sponsor', () => {
    expect(summary([amb(2), amb(3)])).toEqual([
      [2, 1, 1, 2000],
      [3, 2, 2, 1000],
    ]);
  });
  it('pays active scholars 5%, 3% and 2% at paid levels 3 to 5 and stops after level 5', () => {
    expect(summary([amb(2), sch(3), sch(4), sch(5), sch(6), sch(7)])).toEqual([
      [2, 1, 1, 2000],
      [3, 2, 2, 1000],
      [4, 3, 3, 500],
      [5, 4, 4, 300],
      [6, 5, 5, 200],
    ]);
  });
  it('a scholar whose plan is stopped is paid nothing at levels 3 to 5: the level is used up and its money is breakage', () => {
    const result = paid([amb(2), amb(3), sch(4, 'stop'), amb(5), sch(6)]);
    expect(result.lines.map((l) => [l.memberId, l.paidLevel, l.amountMinor])).toEqual([
      [2, 1, 2000],
      [3, 2, 1000],
      [6, 5, 200],
    ]);
    expect(result.breakage).toEqual([
      { paidLevel: 3, amountMinor: 500, reason: 'not-active-scholar', memberId: 4 },
      { paidLevel: 4, amountMinor: 300, reason: 'not-active-scholar', memberId: 5 },
    ]);
  });
  it('any scholar may be paid at levels 1 and 2, active or not', () => {
    expect(summary([sch(2, 'stop'), sch(3, null)])).toEqual([
      [2, 1, 1, 2000],
      [3, 2, 2, 1000],
    ]);
  });
  it('compresses dynamically: non-members are skipped without using up a level and recorded on the next paid line with why', () => {
    const result = paid([cust(2), amb(3), staff(4), closed(5), company(6), sch(7)]);
    expect(result.lines).toEqual([
      { memberId: 3, structuralLevel: 2, paidLevel: 1, rateBps: 2000, bvMinor: 10_000, amountMinor: 2000, compressedOver: [{ id: 2, reason: 'customer' }] },
      {
        memberId: 7,
        structuralLevel: 6,
        paidLevel: 2,
        rateBps: 1000,
        bvMinor: 10_000,
        amountMinor: 1000,
        compressedOver: [
          { id: 4, reason: 'staff' },
          { id: 5, reason: 'closed' },
          { id: 6, reason: 'company' },
        ],
      },
    ]);
  });
  it('stops at the top of the tree; the levels nobody held are breakage, never paid to the company', () => {
    const result = paid([amb(2), company(3)]);
    expect(result.lines.map((l) => l.memberId)).toEqual([2]);
    expect(result.breakage.map((b) => [b.paidLevel, b.reason, b.amountMinor])).toEqual([
      [2, 'top-of-tree', 1000],
      [3, 'top-of-tree', 500],
      [4, 'top-of-tree', 300],
      [5, 'top-of-tree', 200],
    ]);
  });
  it('rounds each line half up to the cent: BV 49.99 pays 10.00 (9.998) and 5.00 (4.999)', () => {
    expect(summary([amb(2), amb(3)], 4999)).toEqual([
      [2, 1, 1, 1000],
      [3, 2, 2, 500],
    ]);
    expect(summary([amb(2)], 1_2345 - 1_2340 + 2)).toEqual([[2, 1, 1, 1]]); // 7 x 20% = 1.4 -> 1
    expect(summary([amb(2)], 25 - 20 + 2 + 1)).toEqual([[2, 1, 1, 2]]); // 8 x 20% = 1.6 -> 2
  });
  it('never pays more than 40% of BV: when rounding up would pass it, the deepest line gives way', () => {
    // BV 0.25: 5 + 2.5->3 + 1.25->1 + 0.75->1 + 0.5->1 = 11 cents, the limit is 10.
    const result = paid([amb(2), amb(3), sch(4), sch(5), sch(6)], 25);
    expect(result.lines.map((l) => l.amountMinor)).toEqual([5, 3, 1, 1]);
    expect(result.breakage).toEqual([{ paidLevel: 5, amountMinor: 1, reason: 'payout-limit', memberId: 6 }]);
  });
  it('leaves out lines of no money and pays nothing on a zero BV', () => {
    expect(paid([amb(2), amb(3)], 0).lines).toEqual([]);
  });
  it('never pays a member twice for one line, even if the tree data loops', () => {
    expect(summary([amb(2), amb(3), amb(2), amb(3)]).map((r) => r[0])).toEqual([2, 3]);
  });
});

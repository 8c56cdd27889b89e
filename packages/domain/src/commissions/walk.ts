// Who is paid, and how much (plan §1 and §3). The caller gives the chain of sponsors from the
// order's credited sponsor upwards (credited sponsor first, then each one's enrolling sponsor, up
// to the top of the tree); this module applies the plan to it:
// - nobody earns on their own order: a chain that starts with the buyer starts at their sponsor;
// - dynamic compression: a member who is not a commission member (customer, staff, the company
//   account, a closed account) is skipped without using up a level and is recorded, with why, on
//   the next paid line;
// - a commission member uses up the next paid level; a level for active scholars only pays
//   nothing to anyone else and its money is breakage;
// - the walk stops after the plan's last level or at the top of the tree (the levels left are breakage);
// - each amount is BV x rate / 10,000 rounded half up, and the running total never passes the
//   plan's maximum payout of the BV (rounding up could, by a cent; the deepest lines give way).
import { percentOf } from '../money/index.js';
import type { CommissionPlan } from './plan.js';

export interface UplineMember {
  id: number;
  memberType: string;
  isAdmin: boolean;
  isCompany: boolean;
  isActive: boolean;
  planStatus: string | null;
}

export type CompressionReason = 'customer' | 'staff' | 'company' | 'closed';
export interface CompressedMember {
  id: number;
  reason: CompressionReason;
}

export interface PaidLine {
  memberId: number;
  /** Place in the chain from the credited sponsor (1), counting every member walked over. */
  structuralLevel: number;
  paidLevel: number;
  rateBps: number;
  bvMinor: number;
  amountMinor: number;
  compressedOver: CompressedMember[];
}

export type BreakageReason = 'not-active-scholar' | 'top-of-tree' | 'payout-limit';
export interface Breakage {
  paidLevel: number;
  amountMinor: number;
  reason: BreakageReason;
  /** The member who held the level without qualifying for it, if any. */
  memberId?: number;
}

export interface WalkResult {
  lines: PaidLine[];
  breakage: Breakage[];
}

/** Why a member earns nothing and is compressed over, or null for a commission member. */
export function compressionReason(member: UplineMember): CompressionReason | null {
  if (member.isCompany) return 'company';
  if (member.isAdmin) return 'staff';
  if (!member.isActive) return 'closed';
  if (member.memberType !== 'ambassador' && member.memberType !== 'scholar') return 'customer';
  return null;
}

/** A scholar whose website plan is paid up (plan_status continue) when the order is paid. */
export function isActiveScholar(member: UplineMember): boolean {
  return member.memberType === 'scholar' && member.planStatus === 'continue';
}

/** The commission lines of one order line of the given BV over the credited sponsor's chain. */
export function walkUpline(input: { plan: CommissionPlan; buyerId: number; chain: readonly UplineMember[]; bvMinor: number }): WalkResult {
  const { plan, bvMinor } = input;
  const chain = input.chain[0]?.id === input.buyerId ? input.chain.slice(1) : input.chain;
  const levels = [...plan.levels].sort((a, b) => a.level - b.level);
  const cap = Math.floor((bvMinor * plan.maxPayoutBps) / 10_000);
  const lines: PaidLine[] = [];
  const breakage: Breakage[] = [];
  let paidSoFar = 0;
  let position = 0;
  let compressed: CompressedMember[] = [];
  const seen = new Set<number>();

  for (const level of levels) {
    let holder: UplineMember | undefined;
    let structuralLevel = 0;
    while (position < chain.length) {
      const candidate = chain[position] as UplineMember;
      position += 1;
      if (seen.has(candidate.id) || candidate.id === input.buyerId) continue; // a loop in bad data never pays twice
      seen.add(candidate.id);
      const reason = compressionReason(candidate);
      if (reason) {
        compressed.push({ id: candidate.id, reason });
        continue;
      }
      holder = candidate;
      structuralLevel = position;
      break;
    }
    const full = percentOf(bvMinor, level.rateBps);
    if (!holder) {
      if (full > 0) breakage.push({ paidLevel: level.level, amountMinor: full, reason: 'top-of-tree' });
      continue;
    }
    if (level.eligibility === 'active-scholar' && !isActiveScholar(holder)) {
      if (full > 0) breakage.push({ paidLevel: level.level, amountMinor: full, reason: 'not-active-scholar', memberId: holder.id });
      compressed = [];
      continue;
    }
    const amountMinor = Math.max(0, Math.min(full, cap - paidSoFar));
    if (amountMinor < full) breakage.push({ paidLevel: level.level, amountMinor: full - amountMinor, reason: 'payout-limit', memberId: holder.id });
    paidSoFar += amountMinor;
    if (amountMinor > 0)
      lines.push({ memberId: holder.id, structuralLevel, paidLevel: level.level, rateBps: level.rateBps, bvMinor, amountMinor, compressedOver: compressed });
    compressed = [];
  }
  return { lines, breakage };
}

// The demo history's members: a few hundred generated members in new branches under the company
// account, with their tree rows and the company's counters.
import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { users } from '../schema/accounts.js';
import { memberTree } from '../schema/team.js';
import { demoHistory, drawIds, insertJson, type GenMember } from './demo-rows.js';

const firstNames = ['Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Lucas', 'Chloé', 'Ethan', 'Zoé', 'Mason', 'Léa', 'Logan', 'Grace', 'Félix', 'Maya', 'Owen', 'Jade', 'Nathan', 'Aria', 'Samuel', 'Nora', 'Gabriel', 'Ruby', 'Thomas'];
const lastNames = ['Smith', 'Tremblay', 'Brown', 'Roy', 'Wilson', 'Côté', 'Taylor', 'Bouchard', 'Davis', 'Gauthier', 'Miller', 'Morin', 'Garcia', 'Lavoie', 'Clark', 'Fortin', 'Lewis', 'Gagné', 'Young', 'Ouellet'];

export async function generateMembers(db: Database, company: { id: number; path: string; depth: number }, random: () => number, pick: <T>(l: readonly T[]) => T): Promise<GenMember[]> {
  const ids = await drawIds(db, 'users', demoHistory.members);
  const span = demoHistory.lastOrder - 30 * 86_400_000 - demoHistory.firstJoin;
  // Join dates in order: the tree grows over the year, sponsors always joined first.
  const joins = ids.map(() => demoHistory.firstJoin + Math.floor(random() ** 1.4 * span)).sort((a, b) => a - b);
  const members: GenMember[] = [];
  const earners: GenMember[] = [];
  ids.forEach((id, index) => {
    const roll = random();
    const isLeader = index < demoHistory.leaders;
    const memberType = isLeader ? (index % 2 === 0 ? 'scholar' : 'ambassador') : roll < 0.45 ? 'ambassador' : roll < 0.65 ? 'scholar' : 'customer';
    // Preferential attachment: members with bigger teams recruit more (a realistic, skewed tree).
    let sponsor: GenMember | null = null;
    if (!isLeader) {
      const total = earners.reduce((sum, m) => sum + 1 + m.directCount * 2, 0);
      let target = random() * total;
      for (const m of earners) {
        target -= 1 + m.directCount * 2;
        if (target <= 0) {
          sponsor = m;
          break;
        }
      }
      sponsor ??= earners[earners.length - 1] ?? null;
    }
    const number = String(index + 1).padStart(3, '0');
    const member: GenMember = {
      id,
      index,
      memberType,
      isAdmin: false,
      isCompany: false,
      isActive: random() > 0.02,
      planStatus: memberType === 'scholar' ? (random() < 0.8 ? 'continue' : 'stop') : null,
      sponsorId: sponsor?.id ?? company.id,
      path: `${sponsor?.path ?? company.path}${id}/`,
      depth: (sponsor?.depth ?? company.depth) + 1,
      joinedAt: new Date(joins[index] as number),
      currency: random() < 0.3 ? 'CAD' : 'USD',
      firstname: pick(firstNames),
      lastname: pick(lastNames),
      email: `member${number}@${demoHistory.emailDomain}`,
      directCount: 0,
      downlineCount: 0,
      downlineByType: { customer: 0, ambassador: 0, scholar: 0 },
      // Most members sell little; a few sell a lot.
      activity: memberType === 'customer' ? 0.5 + random() : random() ** 3 * 6,
    };
    if (sponsor) {
      sponsor.directCount += 1;
      for (const m of members) {
        if (!member.path.startsWith(m.path)) continue;
        m.downlineCount += 1;
        m.downlineByType[memberType as 'customer' | 'ambassador' | 'scholar'] += 1;
      }
    }
    members.push(member);
    if (memberType !== 'customer') earners.push(member);
  });
  return members;
}

export async function insertMembers(db: Database, members: GenMember[], companyId: number): Promise<void> {
  // One hash for everyone: generated members sign in with the demo password like the named ones.
  const passwordHash = await hash('Demo#2026');
  await insertJson(
    db,
    users,
    members.map((m) => ({
        id: m.id,
        email: m.email,
        passwordHash,
        memberType: m.memberType as 'customer' | 'ambassador' | 'scholar',
        isActive: m.isActive,
        firstname: m.firstname,
        lastname: m.lastname,
        urlName: m.memberType === 'customer' ? null : `member${String(m.index + 1).padStart(3, '0')}`,
        currency: m.currency,
        shoppingCountryCode: m.currency === 'CAD' ? 'ca' : 'usa',
        planStatus: m.planStatus as 'continue' | 'stop' | null,
        currentRank: m.memberType === 'customer' ? null : 'Member',
        joinDate: m.joinedAt,
        sponsorId: m.sponsorId,
        createdAt: m.joinedAt,
        updatedAt: m.joinedAt,
      })),
  );
  await insertJson(
    db,
    memberTree,
    members.map((m) => ({
      memberId: m.id,
      sponsorId: m.sponsorId,
      path: m.path,
      depth: m.depth,
      directCount: m.directCount,
      downlineCount: m.downlineCount,
      downlineCustomers: m.downlineByType.customer,
      downlineAmbassadors: m.downlineByType.ambassador,
      downlineScholars: m.downlineByType.scholar,
    })),
  );
  const leaders = members.filter((m) => m.sponsorId === companyId).length;
  const ofType = (type: string) => members.filter((m) => m.memberType === type).length;
  await db
    .update(memberTree)
    .set({
      directCount: sql`${memberTree.directCount} + ${leaders}`,
      downlineCount: sql`${memberTree.downlineCount} + ${members.length}`,
      downlineCustomers: sql`${memberTree.downlineCustomers} + ${ofType('customer')}`,
      downlineAmbassadors: sql`${memberTree.downlineAmbassadors} + ${ofType('ambassador')}`,
      downlineScholars: sql`${memberTree.downlineScholars} + ${ofType('scholar')}`,
    })
    .where(eq(memberTree.memberId, companyId));
}

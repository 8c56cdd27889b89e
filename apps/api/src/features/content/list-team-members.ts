import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import type { TeamMember } from '@upline/contract/content';

/** The company's staff for the team page, in `lang`, field by field falling back to the default language. */
export async function listTeamMembers(db: Database, lang: string, defaultLang: string): Promise<TeamMember[]> {
  const { teamMembers: m, teamMemberTranslations } = schema;
  const t = alias(teamMemberTranslations, 't');
  const d = alias(teamMemberTranslations, 'd');
  return db
    .select({
      name: m.name,
      position: sql<string>`coalesce(${t.title}, ${d.title}, '')`,
      image: m.imageUrl,
      bio: sql<string>`coalesce(${t.bio}, ${d.bio}, '')`,
      email: m.email,
    })
    .from(m)
    .leftJoin(t, and(eq(t.teamMemberId, m.id), eq(t.lang, lang)))
    .leftJoin(d, and(eq(d.teamMemberId, m.id), eq(d.lang, defaultLang)))
    .orderBy(asc(m.position), asc(m.id));
}

import { queryOptions } from '@tanstack/react-query';
import type { TeamMember } from '@upline/contract/content';
import { apiFetch } from '../../../shared/api/client';

/** GET team-members/{lang}: the company's staff for the team page. */
export const teamMembersQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['team-members', language],
    queryFn: ({ signal }) =>
      apiFetch<{ team_members: TeamMember[] }>(`/team-members/${encodeURIComponent(language)}`, { signal }),
    select: (response) => response.team_members,
  });

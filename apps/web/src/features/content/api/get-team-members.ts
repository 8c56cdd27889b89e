import { queryOptions } from '@tanstack/react-query';
import { contentRefs } from '@upline/contract/content-refs';
import { call } from '../../../shared/api/call';

/** GET team-members/{lang}: the company's staff for the team page. */
export const teamMembersQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['team-members', language],
    queryFn: ({ signal }) => call(contentRefs.teamMembers, { params: { lang: language }, signal }),
    select: (response) => response.team_members,
  });

import type { AdminMemberRow } from '@upline/contract/team-admin';
import { useTranslation } from 'react-i18next';

const badge = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold';

/** Type, plan status and account state of a member, as short labels. */
export function MemberBadges({ member }: { member: Pick<AdminMemberRow, 'member_type' | 'plan_status' | 'is_active' | 'is_admin' | 'is_company'> }) {
  const { t } = useTranslation('membersAdmin');
  return (
    <span className="mt-1 flex flex-wrap gap-1">
      <span className={`${badge} bg-sage-light text-ink`}>{member.is_company ? t('type.company') : member.is_admin ? t('type.staff') : t(`type.${member.member_type}`)}</span>
      {member.plan_status && <span className={`${badge} ${member.plan_status === 'continue' ? 'bg-cream-dark text-ink' : 'bg-amber-100 text-amber-900'}`}>{t(`plan.${member.plan_status}`)}</span>}
      {!member.is_active && <span className={`${badge} bg-red-100 text-red-900`}>{t('closed')}</span>}
    </span>
  );
}

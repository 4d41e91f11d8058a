import { useAbilities } from '@/features/auth/hooks/use-abilities';
import { ContractorsPerformancePanel } from '@/features/contractors/components/contractors-performance-panel';
import { AuthorityDashboardPage } from '@/features/case-insight/pages/authority-dashboard-page';
import { MyWorkCard } from '@/features/my-work/components/my-work-card';
import { useAppSelector } from '../store/hooks';
import { useOpenItemInDiary } from './open-item-in-diary';

/**
 * /authority/dashboard: My work first for those who have it (docs/my-work.md), then the caseload
 * and charts, with the contractors' performance for those who may read it.
 */
export function AuthorityDashboardRoute() {
  const abilities = useAbilities(useAppSelector((state) => state.auth.user));
  const openItem = useOpenItemInDiary();
  const hasMyWork = Boolean(abilities?.can.viewMyWork);
  return (
    <AuthorityDashboardPage
      myWork={hasMyWork ? <MyWorkCard onOpenItem={openItem} /> : null}
      linkActionsToMyWork={hasMyWork}
      contractorPerformance={<ContractorsPerformancePanel />}
    />
  );
}

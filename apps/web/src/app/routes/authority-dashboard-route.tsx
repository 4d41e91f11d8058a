import { ContractorsPerformancePanel } from '@/features/contractors/components/contractors-performance-panel';
import { AuthorityDashboardPage } from '@/features/case-insight/pages/authority-dashboard-page';

/** /authority/dashboard: the caseload and charts, with the contractors' performance for those who may read it. */
export function AuthorityDashboardRoute() {
  return <AuthorityDashboardPage contractorPerformance={<ContractorsPerformancePanel />} />;
}

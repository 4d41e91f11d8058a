import { DashboardWelcome } from '../components/dashboard-welcome';

export function AuthorityDashboardPage() {
  return <DashboardWelcome heading="Dashboard" line="Your authority's cases, action diaries and alarms." />;
}

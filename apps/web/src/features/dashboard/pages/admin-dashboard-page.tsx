import { DashboardWelcome } from '../components/dashboard-welcome';

export function AdminDashboardPage() {
  return (
    <DashboardWelcome
      heading="Dashboard"
      line="Platform administration: admins, authorities and their users."
    />
  );
}

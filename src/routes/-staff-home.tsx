// A school's home for its staff: the dashboard's counts, then the school's statistics with their charts. A chunk of its
// own, fetched only for staff: the same route is every student's home, and a student's tablet never needs the charts.
import { SchoolDashboard } from '@/features/shell/components/school-dashboard.tsx';
import { StatisticsBoard } from '@/features/school-stats/components/statistics-board.tsx';
import type { SessionData } from '@/shared/session.ts';

export function StaffHome({ schoolId, session }: { schoolId: number; session: SessionData }) {
  return (
    <div className="space-y-10">
      <SchoolDashboard schoolId={schoolId} session={session} />
      <StatisticsBoard source={{ kind: 'own', schoolId }} title="Thống kê của trường" />
    </div>
  );
}

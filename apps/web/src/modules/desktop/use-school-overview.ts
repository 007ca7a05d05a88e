import { InstitutionType } from '@kg/shared';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/request.ts';
import { useSession } from '../../session/session-store.ts';

export interface SchoolOverview {
  schoolId: number;
  schoolName: string;
  /** 'classes': a teacher's counts cover their own classes only. */
  scope: 'school' | 'classes';
  childCount: number;
  classCount: number;
  staffCount: number;
  classNames: string[];
}

export function useSchoolOverview() {
  const s = useSession();
  return useQuery({
    queryKey: ['school-overview', s?.accountId ?? 0, s?.schoolId ?? 0, s?.teacherId ?? 0],
    queryFn: () => request<SchoolOverview>('/kid-arch/v1/teacher/school/overview'),
    enabled: Boolean(s?.token) && s?.orgType === InstitutionType.school,
  });
}

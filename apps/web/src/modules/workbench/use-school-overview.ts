import { InstitutionType } from '@kg/shared';
import { type schoolOverview, workbenchEndpoints } from '@kg/shared/modules/workbench/workbench';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../kit/call.ts';
import { useSession } from '../../session/session-store.ts';

/** 'classes' scope: a teacher's counts cover their own classes only. */
export type SchoolOverview = z.input<typeof schoolOverview>;

export function useSchoolOverview() {
  const s = useSession();
  return useQuery({
    queryKey: ['school-overview', s?.accountId ?? 0, s?.schoolId ?? 0, s?.teacherId ?? 0],
    queryFn: () => call(workbenchEndpoints.overview, {}),
    enabled: Boolean(s?.token) && s?.orgType === InstitutionType.school,
  });
}

import { classOptionEndpoints } from '@kg/shared/modules/garden/classes-endpoints';
import { gradeEndpoints } from '@kg/shared/modules/garden/grades';
import { positionEndpoints } from '@kg/shared/modules/garden/positions';
import { useQuery } from '@tanstack/react-query';
import { call, imageUploader } from '../../kit/index.ts';

export interface GradeOption {
  id: number;
  name: string;
  level: number;
  levelName: string;
  sort: number;
}
export interface ClassOption {
  id: number;
  name: string;
  gradeId: number;
  gradeName: string;
  level: number;
  studentCount: number;
}
export interface PositionOption {
  id: number;
  name: string;
}

/** Option lists change rarely within a visit; a minute of staleness is fine and saves calls. */
const STALE_MS = 60_000;

export const OPTION_KEYS = {
  grades: ['options', 'grades'],
  classes: ['options', 'classes'],
  positions: ['options', 'positions'],
} as const;

/** Grades of the school (a teacher: those of the classes in range). */
export function useGradeOptions() {
  return useQuery({
    queryKey: OPTION_KEYS.grades,
    queryFn: () => call(gradeEndpoints.options, {}),
    staleTime: STALE_MS,
  });
}

/** Active classes in the caller's range, optionally of one grade. */
export function useClassOptions(gradeId?: number | null) {
  return useQuery({
    queryKey: [...OPTION_KEYS.classes, gradeId ?? 'all'],
    queryFn: () => call(classOptionEndpoints.options, gradeId ? { gradeId } : {}),
    staleTime: STALE_MS,
  });
}

/** Positions of the school (staff forms and search). */
export function usePositionOptions() {
  return useQuery({
    queryKey: OPTION_KEYS.positions,
    queryFn: () => call(positionEndpoints.options, {}),
    staleTime: STALE_MS,
  });
}

/** Garden images are stored under garden/. */
export const gardenUploader = imageUploader('garden/');

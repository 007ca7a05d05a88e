import { classTermEndpoints as E } from '@kg/shared/modules/garden/classes-endpoints';
import type { classDetail, graduateClassRow } from '@kg/shared/modules/garden/classes-outputs';
import { type graduatingTermAnswer, termEndpoints } from '@kg/shared/modules/garden/terms';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../kit/index.ts';

/** A row of the graduated classes. */
export type GraduateClassRow = z.input<typeof graduateClassRow>;
/** A graduated class with the counts of its graduates and its teachers. */
export type GraduateClassDetail = z.input<typeof classDetail>;

/** The spring term of the current school year, when the top grade graduates. */
export type GraduatingTerm = z.input<typeof graduatingTermAnswer>;

export const fetchGraduateClass = (id: number) => call(E.graduatedDetail, { id });

/** The years in which classes of the caller's range graduated, newest first. */
export function useGraduateYears() {
  return useQuery({
    queryKey: ['options', 'graduate-classes'],
    queryFn: () => call(E.graduatedOptions, {}),
    staleTime: 60_000,
    select: (list) => [...new Set(list.map((c) => c.graduateYear).filter((y): y is number => typeof y === 'number'))].sort((a, b) => b - a),
  });
}

export function useGraduatingTerm() {
  return useQuery({
    queryKey: ['options', 'graduating-term'],
    queryFn: () => call(termEndpoints.graduating, {}, { silent: true }),
    staleTime: 60_000,
  });
}

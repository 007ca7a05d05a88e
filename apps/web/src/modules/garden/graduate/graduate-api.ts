import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/request.ts';

/** Paths of the graduate pages (server: garden/classes/class-term-routes.ts, garden/graduates, terms). */
export const GRADUATE_URLS = {
  classes: '/kid-arch/v1/teacher/clazz/graduate/query-list',
  classDetail: '/kid-arch/v1/teacher/clazz/graduate/clazz-detail',
  classOptions: '/kid-arch/v1/teacher/clazz/graduate/option-clazz-graduate',
  students: '/kid-arch/v1/teacher/graduate/student/graduate-stu-list',
  export: '/kid-arch/v1/file/graduate/student',
  graduatingTerm: '/kid-arch/v1/teacher/schoolTerm/queryGraduatingClassTerm',
} as const;

/** A row of the graduated classes. */
export interface GraduateClassRow {
  id: number;
  name: string;
  gradeId: number;
  gradeName: string;
  graduatedAt: string | null;
  graduateYear: number | null;
  studentCount: number;
  teacherNames: string;
}

export interface ClassTeacher {
  teacherId: number;
  realName: string;
  postType: number | null;
  jobTitle: string | null;
}

/** A graduated class with the counts of its graduates and its teachers. */
export interface GraduateClassDetail {
  id: number;
  name: string;
  gradeId: number;
  gradeName: string;
  status: number;
  graduatedAt: string | null;
  studentCount: number;
  boyCount: number;
  girlCount: number;
  teachers: ClassTeacher[];
  teacherNames: string;
}

export interface GraduateClassOption {
  id: number;
  name: string;
  graduatedAt: string | null;
  graduateYear: number | null;
}

/** The spring term of the current school year, when the top grade graduates. */
export interface GraduatingTerm {
  schoolYear: number;
  schoolYearName: string;
  graduationDate: string | null;
}

export const fetchGraduateClass = (id: number) => request<GraduateClassDetail>(GRADUATE_URLS.classDetail, { data: { id } });

/** The years in which classes of the caller's range graduated, newest first. */
export function useGraduateYears() {
  return useQuery({
    queryKey: ['options', 'graduate-classes'],
    queryFn: () => request<GraduateClassOption[]>(GRADUATE_URLS.classOptions),
    staleTime: 60_000,
    select: (list) => [...new Set(list.map((c) => c.graduateYear).filter((y): y is number => typeof y === 'number'))].sort((a, b) => b - a),
  });
}

export function useGraduatingTerm() {
  return useQuery({
    queryKey: ['options', 'graduating-term'],
    queryFn: () => request<GraduatingTerm>(GRADUATE_URLS.graduatingTerm, { silent: true }),
    staleTime: 60_000,
  });
}

import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/request.ts';
import type { ImageRecord } from '../../widgets/index.ts';

/** Calls and answer shapes of the class-board pages (server: garden/class-brand, rooms, courses). */

export const BRAND_URL = {
  find: '/garden/v1/classBrand/content/find',
  add: '/garden/v1/classBrand/content/add',
  update: '/garden/v1/classBrand/content/update',
  remove: '/garden/v1/classBrand/content/delete',
} as const;

export const ROOM_URL = {
  page: '/garden/v1/placeRoom/queryForPage',
  options: '/garden/v1/placeRoom/listPlaceRoom',
  save: '/garden/v1/placeRoom/insert',
  remove: '/garden/v1/placeRoom/deleteById',
} as const;

export const COURSE_URL = {
  list: '/garden/v1/course/list',
  detail: '/garden/v1/course/selectById',
  insert: '/garden/v1/course/insert',
  update: '/garden/v1/course/update',
  remove: '/garden/v1/course/deleteById',
  repairSign: '/garden/v1/course/repairSign',
} as const;

export interface BrandContent {
  id: number;
  classId: number;
  className: string;
  contentType: number;
  contentTypeName: string;
  title: string;
  content: string | null;
  imageIds: number[];
  images: ImageRecord[];
  startDate: string | null;
  endDate: string | null;
  createdByName: string | null;
  createdAt: string;
}

export interface Room {
  id: number;
  name: string;
  roomType: number;
  roomTypeName: string;
  capacity: number | null;
  location: string | null;
  remark: string | null;
  courseCount: number;
}

export type RoomOption = Pick<Room, 'id' | 'name' | 'roomType' | 'roomTypeName' | 'capacity'>;

export interface Course {
  id: number;
  name: string;
  courseType: number;
  courseTypeName: string;
  placeRoomId: number | null;
  placeRoomName: string | null;
  teacherId: number | null;
  teacherName: string | null;
  classes: { id: number; name: string }[];
  classIds: number[];
  weekdays: number[];
  startTime: string;
  endTime: string;
  startDate: string;
  endDate: string;
  coverId: number;
  cover: ImageRecord | null;
  description: string | null;
  /** selectById only */
  signCount?: number;
}

/** Places as options; kept under the garden option key so saves refresh it. */
export function useRoomOptions() {
  return useQuery({
    queryKey: ['options', 'place-rooms'],
    queryFn: () => request<RoomOption[]>(ROOM_URL.options),
    staleTime: 60_000,
  });
}

/**
 * One course; the key is refreshed by useAfterSave. Silent: the pages show a failure in place
 * (and a course just deleted from its detail page must not toast while the page goes away).
 */
export function useCourse(id: number | null) {
  return useQuery({
    queryKey: ['detail', 'course', id],
    queryFn: () => request<Course>(COURSE_URL.detail, { data: { id }, silent: true }),
    enabled: id !== null,
  });
}

/** Uploaded image id of a form image, or null for 'no image' (id '0'). */
export function imageIdOf(img: ImageRecord | null | undefined): number | null {
  const n = Number(img?.id ?? 0);
  return Number.isInteger(n) && n > 0 ? n : null;
}

import type { Payload } from '@kg/shared';
import { brandContentEndpoints, type brandContentRow } from '@kg/shared/modules/garden/class-brand';
import { type courseDetail, courseEndpoints, type courseRow } from '@kg/shared/modules/garden/courses';
import { roomEndpoints, type roomOption, type roomRow } from '@kg/shared/modules/garden/rooms';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, useCall } from '../../kit/index.ts';
import type { ImageRecord } from '../../widgets/index.ts';

/**
 * Calls and answer shapes of the class-board pages (server: garden/class-brand, rooms,
 * courses), all taken from the shared declarations.
 */
export { brandContentEndpoints as BRAND_ENDPOINTS, courseEndpoints as COURSE_ENDPOINTS, roomEndpoints as ROOM_ENDPOINTS };

export type BrandContent = z.input<typeof brandContentRow>;
export type Room = z.input<typeof roomRow>;
export type RoomOption = z.input<typeof roomOption>;
/** A course of the list; the detail adds signCount. */
export type Course = z.input<typeof courseRow> & Partial<Pick<z.input<typeof courseDetail>, 'signCount'>>;

export type RoomSave = Payload<typeof roomEndpoints.save>;
export type CourseSave = Payload<typeof courseEndpoints.add>;
export type BrandContentSave = Payload<typeof brandContentEndpoints.add>;

/** insert adds a place without id and updates place `id` with one. */
export const saveRoom = (body: RoomSave, id?: number) => call(roomEndpoints.save, id ? { id, ...body } : body);
export const deleteRoom = (id: number) => call(roomEndpoints.remove, { id });

export const saveCourse = (body: CourseSave, id?: number | null) =>
  id ? call(courseEndpoints.update, { id, ...body }) : call(courseEndpoints.add, body);

export const saveBrandContent = (body: BrandContentSave, id?: number) =>
  id ? call(brandContentEndpoints.update, { id, ...body }) : call(brandContentEndpoints.add, body);
export const deleteBrandContent = (id: number) => call(brandContentEndpoints.remove, { id });

/** Places as options; kept under the 'options' root so saves refresh it. */
export function useRoomOptions() {
  return useCall('options', roomEndpoints.options, {});
}

/**
 * One course; the key is refreshed by useAfterSave. Silent: the pages show a failure in place
 * (and a course just deleted from its detail page must not toast while the page goes away).
 */
export function useCourse(id: number | null) {
  return useQuery({
    queryKey: ['detail', courseEndpoints.detail.path, id],
    queryFn: () => call(courseEndpoints.detail, { id: id as number }, { silent: true }),
    enabled: id !== null,
  });
}

/** Uploaded image id of a form image, or null for 'no image' (id '0'). */
export function imageIdOf(img: ImageRecord | null | undefined): number | null {
  const n = Number(img?.id ?? 0);
  return Number.isInteger(n) && n > 0 ? n : null;
}

import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { Course } from '../classboard-api.ts';
import { courseBody, courseValues } from './course-form.tsx';
import { isRepairableDay } from './repair-sign-dialog.tsx';

const course: Course = {
  id: 5,
  name: '小小科学家',
  courseType: 2,
  courseTypeName: '特色课',
  placeRoomId: null,
  placeRoomName: null,
  teacherId: null,
  teacherName: null,
  classes: [{ id: 1, name: '中一班' }],
  classIds: [1],
  weekdays: [1, 3],
  startTime: '15:30',
  endTime: '16:10',
  startDate: '2025-03-03',
  endDate: '2025-03-31',
  coverId: 0,
  cover: null,
  description: null,
  createdAt: '2025-02-20T08:00:00.000Z',
  updatedAt: null,
};

describe('course form values', () => {
  it('sends a saved course back unchanged, with no place, teacher or cover as null', () => {
    expect(courseBody(courseValues(course))).toEqual({
      name: '小小科学家',
      courseType: 2,
      placeRoomId: null,
      teacherId: null,
      classIds: [1],
      weekdays: [1, 3],
      startTime: '15:30',
      endTime: '16:10',
      startDate: '2025-03-03',
      endDate: '2025-03-31',
      coverId: null,
      description: null,
    });
  });

  it('sends the uploaded cover by id, and none once it was removed', () => {
    const values = courseValues({ ...course, coverId: 42, cover: { id: 42, url: 'u', compressUrl: 'c', thumbnailUrl: 't' } });
    expect(courseBody(values).coverId).toBe(42);
    expect(courseBody({ ...values, cover: { id: '0', url: '', compressUrl: '', thumbnailUrl: '' } }).coverId).toBeNull();
  });
});

describe('late sign-in days', () => {
  const today = dayjs('2025-03-20');
  it('allows a past meeting day within the course dates', () => {
    expect(isRepairableDay(course, dayjs('2025-03-10'), today)).toBe(true); // a Monday
    expect(isRepairableDay(course, dayjs('2025-03-12'), today)).toBe(true); // a Wednesday
  });
  it('refuses other weekdays, days outside the dates, today and later', () => {
    expect(isRepairableDay(course, dayjs('2025-03-11'), today)).toBe(false); // a Tuesday
    expect(isRepairableDay(course, dayjs('2025-02-26'), today)).toBe(false); // before the start
    expect(isRepairableDay(course, dayjs('2025-03-19'), dayjs('2025-03-19'))).toBe(false); // today
    expect(isRepairableDay(course, dayjs('2025-03-24'), today)).toBe(false); // after today
  });
});

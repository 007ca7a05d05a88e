import { z } from 'zod';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { idField } from '../../contract/fields.ts';
import { nothing, pageOf, savedId } from '../../contract/outputs.ts';
import { type AreaContract, all } from '../module.ts';
import { ATTENDANCE_CODES as C } from './codes.ts';
import {
  classDayQuery,
  failureListQuery,
  photoFailureBatch,
  pickerSaveInput,
  pickerStatusInput,
  pickupDayQuery,
  pickupSettingsInput,
  redoPickersInput,
  redoStaffInput,
  redoStudentsInput,
} from './pickup-fields.ts';
import {
  classStatistics,
  classStatisticsInfo,
  failureRow,
  noticeResult,
  photoFailureAnswer,
  pickInfo,
  pickupTotals,
  refusedRow,
} from './pickup-outputs.ts';

export * from './pickup-fields.ts';
export * from './pickup-outputs.ts';

/**
 * Smart pickup: who may collect each child (an authorised picker, the seed's "anchor"), every
 * attempt at the gate (a departure event naming its picker; the intake records it and refuses
 * one not authorised), the photos face terminals could not use and the notices asking for new
 * ones, and the school's totals and settings. Class lists follow the caller's class range.
 */
export const pickupEndpoints = endpoints('/attendance/v1/smartPickup', {
  getClazzStatistics: {
    path: 'getClazzStatistics',
    access: readFor(C.view),
    scope: 'class',
    input: pickupDayQuery,
    output: classStatistics,
    summary:
      'Per class (a teacher: her own) for a day {day? default today}: children, picked up (authorised pickup or recorded departure), by an authorised picker, refused attempts, not yet picked up',
  },
  getClazzStatisticsInfo: {
    path: 'getClazzStatisticsInfo',
    access: readFor(C.view),
    scope: 'class',
    input: classDayQuery,
    output: classStatisticsInfo,
    summary:
      "A class's children {classId, day?} with their pickers valid that day, the day's last authorised pickup, departure and refused attempts",
  },
  getRefusedPickups: {
    path: 'getRefusedPickups',
    access: readFor(C.view),
    scope: 'class',
    input: pickupDayQuery,
    output: z.array(refusedRow),
    summary:
      "A day's refused pickup attempts {day?} of the caller's classes, newest first: the child, the reason, the device's capture and when the teacher and guardians were told",
  },
  getPickInfo: {
    path: 'getPickInfo',
    access: readFor(C.view),
    scope: 'class',
    input: z.object({ studentId: idField }),
    output: pickInfo,
    summary: "A child's guardians, authorised pickers (with photo and validity) and most recent pickups, refused ones with their capture",
  },
  addSmartPickupStudentsOneAnchor: {
    path: 'addSmartPickupStudentsOneAnchor',
    access: writeFor(C.pickupEdit),
    scope: 'class',
    transfer: 'json',
    input: pickerSaveInput,
    output: savedId,
    summary:
      'Add (or with id update) a picker of a child {studentId, guardianId?, name, relation, phone, photoId (an uploaded image), faceRef?, cardNo?, validFrom, validTo?}; ' +
      "at most the school's maxPickers active pickers per child; a face id or card names one picker per child",
  },
  updateAnchorStatus: {
    path: 'updateAnchorStatus',
    access: writeFor(C.pickupEdit),
    scope: 'class',
    input: pickerStatusInput,
    output: savedId,
    summary: 'Disable a picker {id, status: disabled} (refused at the gate from now) or enable one again (status: active)',
  },
  deleteAnchor: {
    path: 'deleteAnchor',
    access: writeFor(C.pickupEdit),
    scope: 'class',
    input: z.object({ id: idField }),
    output: nothing,
    summary: 'Remove a picker {id} that has no pickup recorded; one with pickups is disabled instead (its history stays)',
  },
  getStudentFailureImg: {
    path: 'getStudentFailureImg',
    access: readFor(C.view),
    scope: 'class',
    input: failureListQuery,
    output: pageOf(failureRow),
    summary:
      "Children whose enrolled photo a face terminal could not use {classId?, day?}, newest first, with the captured image and whether today's redo notice went out",
  },
  getParentFailureImg: {
    path: 'getParentFailureImg',
    access: readFor(C.view),
    scope: 'class',
    input: failureListQuery,
    output: pageOf(failureRow),
    summary: "Pickers whose photo a face terminal could not use {classId? (the child's), day?}, newest first, with the captured image",
  },
  getTeacherFailureImg: {
    path: 'getTeacherFailureImg',
    access: readFor(C.pickupSettings),
    scope: 'school',
    input: failureListQuery,
    output: pageOf(failureRow),
    summary:
      'Staff whose photo a face terminal could not use {day?}, newest first, with the captured image (school-wide: the settings code)',
  },
  noticeRedoPhotoStudents: {
    path: 'notice-redo-photo-students',
    access: writeFor(C.pickupEdit),
    scope: 'class',
    transfer: 'json',
    input: redoStudentsInput,
    output: noticeResult,
    summary: "Ask the guardians of children {studentIds} to retake the child's photo (bell and text message), once per child and day",
  },
  noticeRedoPhotoTeachers: {
    path: 'notice-redo-photo-teachers',
    access: writeFor(C.pickupSettings),
    scope: 'school',
    transfer: 'json',
    input: redoStaffInput,
    output: noticeResult,
    summary: 'Ask staff members {staffIds} to retake their photo (bell and text message), once per person and day',
  },
  noticeRedoPhotoPickers: {
    path: 'notice-redo-photo-pickers',
    access: writeFor(C.pickupEdit),
    scope: 'class',
    transfer: 'json',
    input: redoPickersInput,
    output: noticeResult,
    summary: 'Ask pickers {pickerIds} to retake their photo (a text message to their phone), once per picker and day',
  },
  smartPickTotal: {
    path: 'smartPickTotal',
    access: readFor(C.view),
    scope: 'school',
    input: pickupDayQuery,
    output: pickupTotals,
    summary:
      "The school's pickup totals for a day {day?}: the class figures summed, pickers active today and ending within 7 days, children without a valid picker, " +
      'photo failures of the last 30 days; and the settings (maxPickers per child, who is told of a refusal)',
  },
  updateSmartPickTotal: {
    path: 'updateSmartPickTotal',
    access: writeFor(C.pickupSettings),
    scope: 'school',
    transfer: 'json',
    input: pickupSettingsInput,
    output: nothing,
    summary:
      "The school's pickup settings {maxPickers (1–20 active pickers per child), notifyTeachers, notifyGuardians (who is told of a refused pickup)}",
  },
  photoFailures: {
    path: 'device/photo-failures',
    access: 'device',
    transfer: 'json',
    input: photoFailureBatch,
    output: photoFailureAnswer,
    summary:
      'A face terminal reports photos it cannot use {failures: [{eventId, at, subject child|picker|staff, personId, reason, captureRef?, image? (base64 JPEG/PNG)}]}, ' +
      'signed as the intake is (x-device-id, x-device-time, x-device-signature); idempotent by (device, eventId). A request body is at most 2 MB: a device sends its captures a few per batch',
  },
});

export const PICKUP: AreaContract = {
  endpoints: all(pickupEndpoints),
  pageCalls: {
    'attendance-pickup': [pickupEndpoints.getClazzStatistics, pickupEndpoints.smartPickTotal, pickupEndpoints.getRefusedPickups],
    'attendance-pickup-class': [pickupEndpoints.getClazzStatisticsInfo],
  },
};

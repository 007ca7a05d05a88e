import { z } from 'zod';
import { alsoNeeding, readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { blankToUndefined, idField, optionalId, pagingShape, searchText } from '../../contract/fields.ts';
import { pageOf, savedId, timestamp } from '../../contract/outputs.ts';
import { type AreaContract, all } from '../module.ts';
import { ATTENDANCE_CODES as C } from './codes.ts';

/**
 * Attendance cards: a card number bound to a child, to a guardian of a child (the card a
 * guardian swipes at pickup) or to a staff member. Active cards open the gate; a lost card is
 * refused at once and keeps its number; a destroyed card frees its number and stays as history.
 * A holder has one active card at a time: a lost card may be replaced, then not recovered.
 */
export const CARD_HOLDER_KINDS = ['child', 'guardian', 'staff'] as const;
export type CardHolderKind = (typeof CARD_HOLDER_KINDS)[number];
export const CARD_STATUSES = ['active', 'lost', 'destroyed'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];
/** The list filter: a holder with a card in this status, or 'none' for a holder with no card in use. */
export const CARD_FILTERS = [...CARD_STATUSES, 'none'] as const;

/** What a reader sends and the ledger keeps (the intake's own card number rule). */
export const CARD_NO_PATTERN = /^[0-9A-Za-z]{4,32}$/;
export const CARD_LIMITS = { name: 30, cardNo: 32 } as const;

// kept as typed: the intake matches a swipe's number exactly
const cardNo = z.string().trim().regex(CARD_NO_PATTERN, '4 to 32 letters or digits');
const statusFilter = z.preprocess(blankToUndefined, z.enum(CARD_FILTERS).optional());
const listFilters = {
  ...pagingShape,
  name: searchText(CARD_LIMITS.name),
  cardNo: searchText(CARD_LIMITS.cardNo),
  status: statusFilter,
};

export const cardStudentQuery = z.object({ ...listFilters, classId: optionalId });
export const cardTeacherQuery = z.object(listFilters);

/** Bind {holderKind, cardNo} with the holder: child → studentId; guardian → studentId and guardianId; staff → staffId. */
export const cardBindInput = z
  .object({
    holderKind: z.enum(CARD_HOLDER_KINDS),
    cardNo,
    studentId: optionalId,
    guardianId: optionalId,
    staffId: optionalId,
  })
  .superRefine((p, ctx) => {
    const need = (field: 'studentId' | 'guardianId' | 'staffId', ok: boolean, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    need('studentId', p.holderKind === 'staff' || p.studentId !== undefined, 'the child is required');
    need('guardianId', p.holderKind !== 'guardian' || p.guardianId !== undefined, 'the guardian is required');
    need('staffId', p.holderKind !== 'staff' || p.staffId !== undefined, 'the staff member is required');
  });
export type CardBindInput = z.output<typeof cardBindInput>;

export const cardRow = z.object({
  id: z.number(),
  cardNo: z.string(),
  status: z.enum(CARD_STATUSES),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type CardRow = z.output<typeof cardRow>;

export const cardStudentRow = z.object({
  studentId: z.number(),
  name: z.string(),
  classId: z.number().nullable(),
  className: z.string().nullable(),
  /** The child's own cards, in use first, then the newest. */
  cards: z.array(cardRow),
  guardians: z.array(z.object({ guardianId: z.number(), name: z.string(), relation: z.string(), cards: z.array(cardRow) })),
});
export const cardTeacherRow = z.object({ staffId: z.number(), name: z.string(), cards: z.array(cardRow) });

const cardId = z.object({ id: idField });
const read = alsoNeeding(readFor(C.view), C.cardEdit);
const write = writeFor(C.cardEdit);

// Card numbers are a school-wide matter for the attendance staff and the director (cardEdit, not
// the teachers' view code): a card opens the gate for anyone holding it, so the lists are the
// whole school's, scope school.
export const cardEndpoints = endpoints('/attendance/v1/card', {
  getStudentList: {
    path: 'getStudentList',
    access: read,
    scope: 'school',
    input: cardStudentQuery,
    output: pageOf(cardStudentRow),
    summary:
      "Children in school with their cards and their guardians' cards, paged by class and name; filters: classId, name, cardNo (any of theirs), status (a card in that status, or none in use)",
  },
  getTeacherList: {
    path: 'getTeacherList',
    access: read,
    scope: 'school',
    input: cardTeacherQuery,
    output: pageOf(cardTeacherRow),
    summary: 'Staff in post with their cards, paged by name; filters: name, cardNo, status (as getStudentList)',
  },
  doBindingCard: {
    path: 'doBindingCard',
    access: write,
    scope: 'school',
    transfer: 'json',
    input: cardBindInput,
    output: savedId,
    summary:
      'Bind a card number {holderKind child|guardian|staff, cardNo, studentId?, guardianId?, staffId?}: a number active or lost in the school is refused (cardNo), as is a holder with a card in use',
  },
  doLoss: {
    path: 'doLoss',
    access: write,
    scope: 'school',
    input: cardId,
    output: savedId,
    summary: 'Report an active card {id} lost: refused at the gate from the next swipe; its number stays taken',
  },
  doDestory: {
    path: 'doDestory',
    access: write,
    scope: 'school',
    input: cardId,
    output: savedId,
    summary: 'Destroy an active or lost card {id}: its number is free to bind again; the card stays as history',
  },
  doRecover: {
    path: 'doRecover',
    access: write,
    scope: 'school',
    input: cardId,
    output: savedId,
    summary: 'Bring a lost card {id} back into use, unless its holder has been given another card since',
  },
});

export const CARD: AreaContract = {
  endpoints: all(cardEndpoints),
  pageCalls: { 'attendance-card': [cardEndpoints.getStudentList, cardEndpoints.getTeacherList] },
};

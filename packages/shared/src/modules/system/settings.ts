import { z } from 'zod';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { optionalText, timeValue } from '../../contract/fields.ts';
import { nothing, timestamp } from '../../contract/outputs.ts';
import type { AreaContract } from '../module.ts';
import { SYSTEM_CODES as C } from './codes.ts';
import { externalLinksInput, externalLinksOutput } from './external-links.ts';

/**
 * Modules a school may switch off. Only ones nothing else stands on: never system (the switch
 * itself) or platform (sign-in, files, jobs). A switched-off module's coded calls answer
 * system-0001 and the web drops its sections.
 */
export const SWITCHABLE_MODULES = ['garden'] as const;
export type SwitchableModule = (typeof SWITCHABLE_MODULES)[number];
export const SETTINGS_LANGUAGES = ['zh', 'en'] as const;
export const SMS_SIGNATURE_MAX = 12;

/** A window of the day, 'HH:mm' to 'HH:mm', the end after the start. */
const window = z
  .object({ start: timeValue, end: timeValue })
  .refine((w) => w.end > w.start, { path: ['end'], message: 'end must be after start' });

export const settingsSaveSchema = z
  .object({
    arrivalTime: timeValue,
    leaveTime: timeValue,
    nap: window,
    morningCheck: window,
    noonCheck: window,
    afternoonCheck: window,
    /** After this time a child not checked in counts as absent for the day. */
    attendanceCutoff: timeValue,
    modulesOff: z.array(z.enum(SWITCHABLE_MODULES)).max(SWITCHABLE_MODULES.length),
    defaultLanguage: z.enum(SETTINGS_LANGUAGES),
    /** The 【signature】 of text messages, without the brackets. */
    smsSignature: optionalText(SMS_SIGNATURE_MAX),
    /** Where the symptom-checklist and health-care links lead; absent keeps what the school has. */
    externalLinks: externalLinksInput.optional(),
  })
  .refine((s) => s.leaveTime > s.arrivalTime, { path: ['leaveTime'], message: 'leaveTime must be after arrivalTime' })
  .refine((s) => s.attendanceCutoff >= s.arrivalTime && s.attendanceCutoff < s.leaveTime, {
    path: ['attendanceCutoff'],
    message: 'attendanceCutoff must fall within the school day',
  });
export type SchoolSettings = z.infer<typeof settingsSaveSchema>;

const windowOut = z.object({ start: z.string(), end: z.string() });
export const schoolSettings = z.object({
  arrivalTime: z.string(),
  leaveTime: z.string(),
  nap: windowOut,
  morningCheck: windowOut,
  noonCheck: windowOut,
  afternoonCheck: windowOut,
  attendanceCutoff: z.string(),
  modulesOff: z.array(z.string()),
  defaultLanguage: z.string(),
  smsSignature: z.string().nullable(),
  /** The school's links, else the server's defaults (SYMPTOM_CHECKLIST_URL, HEALTH_CARE_URL). */
  externalLinks: externalLinksOutput,
  /** Null while the school runs on the defaults. */
  updatedAt: timestamp.nullable(),
});

export const settingsEndpoints = endpoints('/kid-arch/v1/teacher/school', {
  settings: {
    path: 'settings',
    access: readFor(C.platformSettings),
    scope: 'school',
    input: z.object({}),
    output: schoolSettings,
    summary:
      'Platform settings of the school: day timetable, check windows, attendance cut-off, modules off, language, SMS signature, external links',
  },
  saveSettings: {
    path: 'settings/update',
    access: writeFor(C.platformSettingsUpdate),
    scope: 'school',
    transfer: 'json',
    input: settingsSaveSchema,
    output: nothing,
    summary: 'Save the platform settings; a module switched off answers system-0001 on its calls from the next call on',
  },
});

/** The settings area's endpoints and what its pages call on opening. */
export const SETTINGS: AreaContract = {
  endpoints: Object.values(settingsEndpoints),
  pageCalls: { 'system-platform': [settingsEndpoints.settings] },
};

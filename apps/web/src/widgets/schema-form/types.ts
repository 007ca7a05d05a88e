import type { ReactNode } from 'react';
import type { BeforeUploadCheck, SuccessCheck, Uploader } from '../upload/types.ts';
import type { RegionLoader } from './region-api.ts';

/** Field types of the form field descriptor (domain §3). */
export type FieldComponent =
  | 'input'
  | 'number'
  | 'select'
  | 'radio'
  | 'phone'
  | 'image'
  | 'images'
  | 'region'
  | 'multiSelect'
  | 'dataItems'
  | 'date'
  | 'switch';

/** The record a field belongs to: the whole form, or one row of a list (a guardian). */
export type Entry = Record<string, unknown>;

export interface FieldRule {
  /** Marks the field required; the message defaults to 请填写/请选择 + label. */
  required?: boolean;
  message?: string;
  pattern?: RegExp;
  /** Longest text. */
  max?: number;
  /** Returns (or resolves to) a message when the value is wrong; receives the whole entry. */
  validator?: (value: unknown, entry: Entry) => string | void | undefined | Promise<string | void | undefined>;
}

export interface FieldOption {
  label: ReactNode;
  value: string | number | boolean;
  disabled?: boolean;
}

/** The form field descriptor (domain §3) plus the settings of each field type. */
export interface FormField {
  key: string;
  /** Second key of a date range: the range picker writes its end date here. */
  endKey?: string;
  /** Shown as given: pass translated text. */
  label: string;
  component: FieldComponent;
  rules?: FieldRule[];
  /** More than 1: a text area of that many rows (input). */
  rows?: number;
  /** A heading shown above the field, across the whole form row. */
  title?: string;
  /** Offer a clear button (default true; selects are never clearable when required). */
  clearable?: boolean;
  invisible?: boolean | ((entry: Entry) => boolean);
  /** Grid rows and columns the field takes (default 1 each; colspan up to the form's columns). */
  rowspan?: number;
  colspan?: number;
  disabled?: boolean | ((entry: Entry) => boolean);
  placeholder?: string;
  maxLength?: number;
  /** select, radio, multiSelect. */
  options?: FieldOption[];
  /** input: an identity number, masked in characters 7–14 while the card type (entry[cardTypeKey]) is 1. */
  idCard?: boolean;
  cardTypeKey?: string;
  /** number: decimals allowed (0 = integers) and the '{}' format string. */
  decimalPlaces?: number;
  format?: string;
  /** images: most images held. */
  maxCount?: number;
  /** switch: the stored values for off and on (default false / true). */
  switchValues?: [unknown, unknown];
  /** Help under the control. */
  extra?: ReactNode;
}

/** A data item (domain §3): a school-defined select; the chosen content id is stored in contentId. */
export interface DataItem {
  templateId: number | string;
  templateName: string;
  templateContents: { id: number | string; content: string }[];
  isRequired: boolean | number;
  contentId?: number | string | null;
}

/** Asked to change a read-only phone through the change-phone dialog (overview §5). */
export interface PhoneChangeRequest {
  entry: Entry;
  phone: string;
  /** Writes the new number into the form once the dialog succeeded. */
  setPhone: (phone: string) => void;
}

/** Settings every field of a form shares. */
export interface FieldSettings {
  /** Whether the user may show masked identity numbers in full. */
  canReveal?: boolean;
  uploader?: Uploader;
  beforeUpload?: BeforeUploadCheck;
  checkSuccess?: SuccessCheck;
  onChangePhone?: (request: PhoneChangeRequest) => void;
  loadRegions?: RegionLoader;
  /** Key of the record id: an existing phone is read-only once it is set (default 'id'). */
  idKey?: string;
  disabled?: boolean;
  /** A numeric 0 shows as empty (guardian entries, domain §3). */
  zeroAsEmpty?: boolean;
}

/** The kit every garden and class-board page builds on. */

export { EditDeleteActions } from './edit-delete-actions.tsx';
export { ExportButton } from './export-button.tsx';
export { FormDialog, type FormDialogProps } from './form-dialog.tsx';
export { type FailedRow, ImportDialog, type ImportDialogProps } from './import-dialog.tsx';
export {
  type ClassOption,
  type GradeOption,
  OPTION_KEYS,
  type PositionOption,
  toOptions,
  useClassOptions,
  useGradeOptions,
  usePositionOptions,
} from './options.ts';
export { PageCard } from './page-card.tsx';
export { PagedTable, type PagedTableProps } from './paged-table.tsx';
export { fieldPath, showServerFieldError } from './server-field-error.ts';
export { gardenUploader, imageUploader } from './upload-image.ts';
export { useAfterSave } from './use-after-save.ts';
export { useIdParam } from './use-page-query.ts';
export { type Page, type PagedList, usePagedList } from './use-paged-list.ts';

/** The kit every garden and class-board page builds on. */
export { usePagedList, type Page, type PagedList } from './use-paged-list.ts';
export { ImportDialog, type FailedRow, type ImportDialogProps } from './import-dialog.tsx';
export { ExportButton } from './export-button.tsx';
export {
  useGradeOptions,
  useClassOptions,
  usePositionOptions,
  toOptions,
  OPTION_KEYS,
  type GradeOption,
  type ClassOption,
  type PositionOption,
} from './options.ts';
export { imageUploader, gardenUploader } from './upload-image.ts';
export { PageCard } from './page-card.tsx';
export { PagedTable, type PagedTableProps } from './paged-table.tsx';
export { useIdParam } from './use-page-query.ts';
export { useAfterSave } from './use-after-save.ts';
export { showServerFieldError, fieldPath } from './server-field-error.ts';
export { FormDialog, type FormDialogProps } from './form-dialog.tsx';
export { EditDeleteActions } from './edit-delete-actions.tsx';

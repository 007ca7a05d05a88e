/** The page kit every module's pages build on: lists, dialogs, import and export, field errors. */

export { call, type KeyRoot, useCall } from './call.ts';
export { Chart, type ChartProps } from './chart.tsx';
export { dateTime } from './date-time.ts';
export { EditDeleteActions, editDeleteColumn } from './edit-delete-actions.tsx';
export { ExportButton } from './export-button.tsx';
export { FormDialog, type FormDialogProps } from './form-dialog.tsx';
export { SAVE_BUTTON_PROPS, validated } from './form-kit.ts';
export { type FailedRow, ImportDialog, type ImportDialogProps } from './import-dialog.tsx';
export { IMPORT_MAX_BYTES } from './import-file-check.ts';
export { PageCard } from './page-card.tsx';
export { PagedTable, type PagedTableProps } from './paged-table.tsx';
export { PrintArea } from './print-area.tsx';
export { RecordFormPage, type RecordFormPageProps } from './record-form-page.tsx';
export { RemoteSelect, type RemoteSelectProps } from './remote-select.tsx';
export { RowActions, type RowActionsProps } from './row-actions.tsx';
export { filtersOf, searchFields } from './search-keys.ts';
export { fieldPath, showServerFieldError } from './server-field-error.ts';
export { toOptions } from './to-options.ts';
export { imageUploader } from './upload-image.ts';
export { useAfterSave } from './use-after-save.ts';
export { useCatalog } from './use-catalog.ts';
export { useConfirmDelete } from './use-confirm-delete.ts';
export { useIdParam } from './use-page-query.ts';
export type { RowOf } from './use-paged-list.ts';
export { type Page, type PagedList, usePagedList } from './use-paged-list.ts';
export { useRouteTitle } from './use-route-title.ts';
export { withNote } from './with-note.ts';

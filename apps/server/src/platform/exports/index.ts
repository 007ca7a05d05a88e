// Large exports become background jobs the same way everywhere: past EXPORT_JOB_ROWS rows the
// request answers { jobId } and the job writes the same workbook the request would have streamed.
export {
  type ExportNames,
  jobSession,
  type ListExportPayload,
  listExport,
  type QueuedExportPayload,
  queuedExport,
} from './queued-export.ts';

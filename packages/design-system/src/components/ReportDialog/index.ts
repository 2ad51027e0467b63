export {
  REPORT_DETAILS_LIMIT,
  REPORT_REASONS,
  ReportDialog,
  type ReportDialogProps,
  type ReportReasonValue,
} from './ReportDialog';

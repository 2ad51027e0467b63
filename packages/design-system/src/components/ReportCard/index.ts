export { ReportCard, type ReportCardProps, type ReportCardView } from './ReportCard';

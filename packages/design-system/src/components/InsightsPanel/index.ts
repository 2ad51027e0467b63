export {
  type InsightsDay,
  type InsightsFigures,
  InsightsPanel,
  type InsightsPanelProps,
} from './InsightsPanel';

export {
  CHART_HEIGHT,
  errorBreakdown,
  NARROW_CHART_MAX_WIDTH,
  NO_DATA,
  NO_DATA_LABEL,
  p90,
  ratioBars,
  ratioPointCount,
  speedPoints,
  type ErrorCount,
  type ErrorShare,
  type RatioPoint,
  type SpeedBucket,
  type SpeedPoint,
} from './chartData';
export { ErrorBreakdown, type ErrorBreakdownProps } from './ErrorBreakdown';
export { RatioHistogram, type RatioHistogramProps } from './RatioHistogram';
export { SpeedChart, type SpeedChartProps } from './SpeedChart';
import './charts.css';

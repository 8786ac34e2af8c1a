import { useQuery } from '@switchyard/client/apollo';
import { Button, EmptyState, ErrorState, LoadingState } from '@switchyard/ui';
import { ErrorBreakdown, RatioHistogram, SpeedChart, ratioPointCount } from '@switchyard/ui/charts';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ServiceChartsDocument } from '../../gql/graphql';
import { errorCounts, ratioPoints, speedPoints, totals } from './chartPoints';

export const CHARTS_LOAD_FAILED = "Couldn't load the charts. Please try again later.";

/** Each chart sits in a card this far (px) inside the panel's edges: its padding and its border. */
const CARD_PADDING = 16;
const CARD_INSET = 2 * (CARD_PADDING + 1);
/** The width charts draw at where nothing can be measured (jsdom): as wide as the kit's fallback. */
const UNMEASURED_WIDTH = 640;

/**
 * The width the charts draw at: the panel's, less the cards' inset, kept up to date as it resizes;
 * null until the panel is laid out, so the first query already asks for the right number of points.
 */
function useChartWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [panelWidth, setPanelWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setPanelWidth(Math.floor(element.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setPanelWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const width = panelWidth === null ? null : panelWidth > 0 ? panelWidth - CARD_INSET : UNMEASURED_WIDTH;
  return { ref, width };
}

/**
 * The three charts of spec/review-org-diagnostics.md#210-charts, from serviceCharts: the last 25
 * hours when the charts are at most 483 px wide, 50 otherwise (the kit's ratioPointCount). This
 * module and the chart kit (d3) are a chunk of their own, loaded only by the charts page.
 */
export function ChartsPanel({ serviceId, name }: { serviceId: string; name: string }) {
  const { ref, width } = useChartWidth();
  const points = width === null ? null : ratioPointCount(width);
  const { data, previousData, loading, error, refetch } = useQuery(ServiceChartsDocument, {
    variables: { service_id: serviceId, points: points ?? 0 },
    skip: points === null,
    notifyOnNetworkStatusChange: true,
  });
  const retry = () => void refetch().catch(() => undefined);
  // While another window of hours loads (the page was resized) the last charts stay in view.
  const shown = (data ?? (loading ? previousData : undefined))?.serviceCharts;

  let content: ReactNode;
  if (error && !loading) content = <ErrorState message={CHARTS_LOAD_FAILED} onRetry={retry} />;
  else if (!shown || width === null) content = <LoadingState label="Loading charts…" />;
  else {
    const { calls, errors } = totals(shown.points);
    const hours = `the last ${shown.points.length} hours`;
    content = (
      <>
        <div className="ob-results__bar">
          <p className="ob-muted" aria-live="polite">
            {calls === 0
              ? `No calls in ${hours}`
              : `${capitalize(hours)}: ${plural(calls, 'call')}, ${plural(errors, 'error')}`}
          </p>
          <Button onClick={retry} disabled={loading}>
            {loading ? 'Refreshing…' : 'Refresh'}
          </Button>
        </div>
        {calls === 0 ? (
          <EmptyState title="No calls to chart yet">
            The charts fill in as Switchyard calls {name}&rsquo;s API: run its endpoint tests, or wait for the
            applets that use it to run.
          </EmptyState>
        ) : (
          <div className="ob-charts__cards">
            <ChartCard>
              <RatioHistogram points={ratioPoints(shown.points)} width={width} />
            </ChartCard>
            <ChartCard>
              <ErrorBreakdown
                errors={errorCounts(shown.error_breakdown)}
                width={width}
                emptyText={`No errors in ${hours}`}
              />
            </ChartCard>
            <ChartCard>
              <SpeedChart
                points={speedPoints(shown.points)}
                width={width}
                emptyText={`No trigger or action calls in ${hours}`}
              />
            </ChartCard>
          </div>
        )}
      </>
    );
  }
  return (
    <div ref={ref} className="ob-charts" aria-busy={loading}>
      {content}
    </div>
  );
}

function ChartCard({ children }: { children: ReactNode }) {
  return (
    <div className="ob-chart-card" style={{ padding: CARD_PADDING }}>
      {children}
    </div>
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

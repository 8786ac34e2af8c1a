import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { processMetrics, shareMetricsWithPrimary } from './cluster';
import type { Settings } from './settings';

/**
 * The process's Prometheus metrics (prom-client): Node's defaults and whatever the domains it hosts
 * register. Served at GET /metrics by the gateway and by every subgraph run as its own service.
 */
export const metrics = new Registry();
collectDefaultMetrics({ register: metrics, prefix: 'switchyard_' });
shareMetricsWithPrimary(metrics);

/** A counter in the process's registry, made once however often it is asked for. */
export function counter(name: string, help: string, labelNames: string[] = []): Counter {
  return (
    (metrics.getSingleMetric(name) as Counter) ??
    new Counter({ name, help, labelNames, registers: [metrics] })
  );
}

export function histogram(name: string, help: string, labelNames: string[], buckets: number[]): Histogram {
  return (
    (metrics.getSingleMetric(name) as Histogram) ??
    new Histogram({ name, help, labelNames, buckets, registers: [metrics] })
  );
}

/**
 * A gauge read when scraped (`collect` sets its values) from what the whole server shares (the
 * database): a gateway run as several workers reports one reading, the highest, not their sum.
 */
export function gauge(
  name: string,
  help: string,
  labelNames: string[],
  collect: (g: Gauge) => Promise<void>,
): Gauge {
  return (
    (metrics.getSingleMetric(name) as Gauge) ??
    new Gauge({
      name,
      help,
      labelNames,
      registers: [metrics],
      aggregator: 'max',
      async collect() {
        await collect(this);
      },
    })
  );
}

/**
 * GET /metrics in Prometheus's text format. With METRICS_TOKEN set, only for `Authorization: Bearer
 * <token>` (a scraper's); without it, anyone who reaches the process may read it (keep it inside).
 * A gateway run as several workers (GATEWAY_WORKERS) answers with all of theirs summed.
 */
export function metricsRoute(settings: Pick<Settings, 'metricsToken'>): RequestHandler {
  const token = settings.metricsToken;
  return (req, res, next) => {
    if (token) {
      const given = Buffer.from(req.get('authorization') ?? '');
      const expected = Buffer.from(`Bearer ${token}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return void res.status(401).json({ error: 'A scraper token is needed.' });
    }
    processMetrics(metrics)
      .then((text) => res.type(metrics.contentType).send(text))
      .catch(next);
  };
}

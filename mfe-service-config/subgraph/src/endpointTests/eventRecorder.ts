import type { Db, EventBus } from '@switchyard/server-kit';
import { finishRun, insertEvent } from './endpointTestStore';
import {
  FAILING_EVENT_TYPES,
  type EndpointTestEventType,
} from '@switchyard/service-config-common/endpointTests/eventTypes';

/**
 * Numbers a run's events 0, 1, 2… and stores each before the next (the page reads them from an
 * offset while the run goes on); keeps the totals suite_end and the run's row report. Passing counts
 * assertion_success events; failing counts assertion_failure, test_case_error and endpoint_error.
 */
export class EventRecorder {
  private next = 0;
  passing = 0;
  failing = 0;
  skipped = 0;

  constructor(
    private readonly db: Db,
    readonly runId: string,
    private readonly events?: EventBus,
  ) {}

  async emit(type: EndpointTestEventType, contextPath: string, data: Record<string, unknown>) {
    if (type === 'assertion_success') this.passing++;
    if (FAILING_EVENT_TYPES.has(type)) this.failing++;
    if (type === 'test_case_skip' || type === 'endpoint_skip') this.skipped++;
    await insertEvent(this.db, this.runId, { index: this.next++, type, context_path: contextPath, data });
  }

  /** suite_end with the totals, and the run's row finished, at once. */
  async finish(extra: Record<string, unknown> = {}) {
    const failed = this.failing > 0 || extra.timed_out === true || extra.stopped === true;
    await finishRun(
      this.db,
      this.runId,
      {
        index: this.next++,
        type: 'suite_end',
        context_path: '',
        data: { failed, passing: this.passing, failing: this.failing, skipped: this.skipped, ...extra },
      },
      { failed, passing: this.passing, failing: this.failing },
      this.events,
    );
    return { failed, passing: this.passing, failing: this.failing };
  }
}

import { RestError } from '@switchyard/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { beginEndpointTest, fetchEndpointTestResults } from './endpointTestRequests';
import type { EndpointTestEvent } from './endpointTestTree';
import { COMMUNICATION_ERROR, INACTIVITY_TIMEOUT_MS, POLL_INTERVAL_MS, TIMEOUT_ERROR } from './messages';

/**
 * initial → working → completed (see "Endpoint test run" in spec/service-config.md#4-states-and-transitions).
 */
export type RunPhase = 'initial' | 'working' | 'completed';

export interface EndpointTestRunState {
  phase: RunPhase;
  events: EndpointTestEvent[];
  /** Completed and failing: a check failed, or the page lost the run (see `error`). */
  failed: boolean;
  /**
   * 'Error communicating with server.', 'Error - test timeout exceeded.' (see
   * spec/service-config.md#8-error-catalogue), or a refusal of the server.
   */
  error: string | null;
  begin(): void;
}

/**
 * Begins a run (POST → session_id), then polls its results by offset every second until suite_end.
 * A 404 while polling, or 35 seconds without a new event, ends it with the time-out error; any other
 * failure with the communication error.
 */
export function useEndpointTestRun(moduleName: string): EndpointTestRunState {
  const [phase, setPhase] = useState<RunPhase>('initial');
  const [events, setEvents] = useState<EndpointTestEvent[]>([]);
  const [failed, setFailed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Each begin (and unmounting) starts a new generation; answers of an older one are dropped.
  const generation = useRef(0);
  const pollTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const watchdog = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stopTimers = useCallback(() => {
    if (pollTimer.current) clearTimeout(pollTimer.current);
    if (watchdog.current) clearTimeout(watchdog.current);
    pollTimer.current = watchdog.current = null;
  }, []);

  useEffect(
    () => () => {
      generation.current++;
      stopTimers();
    },
    [stopTimers],
  );

  const begin = useCallback(() => {
    const gen = ++generation.current;
    const current = () => gen === generation.current;
    stopTimers();
    setPhase('working');
    setEvents([]);
    setFailed(false);
    setError(null);

    const fail = (message: string) => {
      if (!current()) return;
      generation.current++;
      stopTimers();
      setError(message);
      setFailed(true);
      setPhase('completed');
    };
    const armWatchdog = () => {
      if (watchdog.current) clearTimeout(watchdog.current);
      watchdog.current = setTimeout(() => fail(TIMEOUT_ERROR), INACTIVITY_TIMEOUT_MS);
    };

    let offset = 0;
    let anyFailing = false;
    const poll = async (sessionId: string) => {
      let page;
      try {
        page = await fetchEndpointTestResults(moduleName, sessionId, offset);
      } catch (err) {
        fail(err instanceof RestError && err.status === 404 ? TIMEOUT_ERROR : COMMUNICATION_ERROR);
        return;
      }
      if (!current()) return;
      const fresh = page.events.filter((e) => e.index >= offset);
      if (fresh.length) {
        offset = fresh[fresh.length - 1].index + 1;
        anyFailing ||= fresh.some((e) => e.type === 'assertion_failure' || e.type.endsWith('_error'));
        setEvents((prev) => [...prev, ...fresh]);
        armWatchdog();
      }
      const end = fresh.find((e) => e.type === 'suite_end');
      if (end || page.finished) {
        generation.current++;
        stopTimers();
        setFailed(end ? end.data.failed === true : anyFailing);
        setPhase('completed');
        return;
      }
      pollTimer.current = setTimeout(() => void poll(sessionId), POLL_INTERVAL_MS);
    };

    armWatchdog();
    beginEndpointTest(moduleName).then(
      (answer) => {
        if (!current()) return;
        if (answer.kind === 'refused') {
          generation.current++;
          stopTimers();
          setError(answer.message);
          setPhase('initial');
          return;
        }
        void poll(answer.sessionId);
      },
      () => fail(COMMUNICATION_ERROR),
    );
  }, [moduleName, stopTimers]);

  return { phase, events, failed, error, begin };
}

// The events as the server sends them (the subgraph's pure types module: one definition for both sides).
import type {
  EndpointTestEvent,
  EndpointTestEventType,
} from '@switchyard/service-config-common/endpointTests/eventTypes';

export type { EndpointTestEvent, EndpointTestEventType };

/** Status classes of the screen (see spec/service-config.md#4-states-and-transitions). */
export type TestStatus = 'passing' | 'failing' | 'neutral';

export interface ChecklistItem {
  index: number;
  type: EndpointTestEventType;
  status: TestStatus;
  text: string;
  detail?: string;
}

export interface TestCaseView {
  /** context_path, e.g. 'triggers/new_photo_in_album/limit_1' */
  path: string;
  name: string;
  label: string;
  request?: Record<string, unknown>;
  response?: Record<string, unknown>;
  checklist: ChecklistItem[];
  status: TestStatus;
}

export interface EndpointView {
  /** e.g. 'triggers/new_photo_in_album' */
  path: string;
  /** endpoint_error and endpoint_skip of the endpoint itself */
  notes: ChecklistItem[];
  testCases: TestCaseView[];
  status: TestStatus;
}

export interface RunView {
  endpoints: EndpointView[];
  /** suite_end's data, once it came */
  end: Record<string, unknown> | null;
}

const CASE_LABELS: Record<string, string> = {
  healthy: 'Service status',
  samples: 'Samples and test token',
  default: 'Request without a limit',
  limit_1: 'Limit 1',
  limit_0: 'Limit 0',
  invalid_token: 'Invalid access token',
  unknown_key: 'Unknown key in the request',
  valid_sample: 'Valid sample',
  invalid_sample: 'Invalid sample',
  sample: 'Sample',
  skip: 'Skip sample',
  cursor: 'Next page with the cursor',
};

export const caseLabel = (name: string) => CASE_LABELS[name] ?? name.replace(/_/g, ' ');

const ENDPOINT_EVENTS = new Set<EndpointTestEventType>(['endpoint_error', 'endpoint_skip']);

function checklistItem(e: EndpointTestEvent): ChecklistItem | null {
  const message = typeof e.data.message === 'string' ? e.data.message : '';
  const detail = typeof e.data.detail === 'string' ? e.data.detail : undefined;
  const item = (status: TestStatus, text: string): ChecklistItem => ({
    index: e.index,
    type: e.type,
    status,
    text,
    ...(detail ? { detail } : {}),
  });
  switch (e.type) {
    case 'assertion_success':
      return item('passing', message);
    case 'assertion_failure':
      return item('failing', message);
    case 'test_case_error':
      return item('failing', `The request failed: ${message}`);
    case 'endpoint_error':
      return item('failing', message);
    case 'test_case_skip':
    case 'endpoint_skip':
      return item('neutral', `Skipped: ${message}`);
    default:
      return null;
  }
}

/** Failing if anything failed, passing if something passed, neutral otherwise (nothing yet, or skipped). */
function statusOf(items: ChecklistItem[]): TestStatus {
  if (items.some((i) => i.status === 'failing')) return 'failing';
  return items.some((i) => i.status === 'passing') ? 'passing' : 'neutral';
}

/** Endpoints → test cases → checklists, in the order the events came. */
export function buildRunView(events: readonly EndpointTestEvent[]): RunView {
  const endpoints = new Map<string, EndpointView>();
  const endpoint = (path: string) => {
    let view = endpoints.get(path);
    if (!view) endpoints.set(path, (view = { path, notes: [], testCases: [], status: 'neutral' }));
    return view;
  };
  let end: Record<string, unknown> | null = null;
  for (const e of events) {
    if (e.type === 'suite_end') {
      end = e.data;
      continue;
    }
    if (ENDPOINT_EVENTS.has(e.type)) {
      const item = checklistItem(e);
      if (item) endpoint(e.context_path).notes.push(item);
      continue;
    }
    const cut = e.context_path.lastIndexOf('/');
    const view = endpoint(cut > 0 ? e.context_path.slice(0, cut) : e.context_path);
    const name = cut > 0 ? e.context_path.slice(cut + 1) : e.context_path;
    let testCase = view.testCases.find((c) => c.path === e.context_path);
    if (!testCase) {
      testCase = { path: e.context_path, name, label: caseLabel(name), checklist: [], status: 'neutral' };
      view.testCases.push(testCase);
    }
    if (e.type === 'test_case_request') testCase.request = e.data;
    else if (e.type === 'test_case_response') testCase.response = e.data;
    else {
      const item = checklistItem(e);
      if (item) testCase.checklist.push(item);
    }
  }
  for (const view of endpoints.values()) {
    for (const c of view.testCases) c.status = statusOf(c.checklist);
    view.status = statusOf([...view.notes, ...view.testCases.flatMap((c) => c.checklist)]);
  }
  return { endpoints: [...endpoints.values()], end };
}

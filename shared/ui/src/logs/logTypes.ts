/** One choice of a logs filter: what transactionLogs takes (`value`) and what is shown (`label`). */
export interface LogFilterOption {
  value: string;
  label: string;
}

/** The filters' options (`transactionLogFilters`); each list's first option is its default (spec 4.9). */
export interface LogFilterOptions {
  request_types: LogFilterOption[];
  response_statuses: LogFilterOption[];
  timeframes: LogFilterOption[];
}

/** The filters applied (the transactionLogs argument names). */
export interface LogFilters {
  request_type: string;
  response_status: string;
  timeframe: string;
  /** Free text; '' for none. */
  query: string;
}

export interface LogHeader {
  name: string;
  value: string;
}

/** A transaction log as the view shows it: the fields of `TransactionLog` it reads. */
export interface LogEntry {
  id: string;
  type_ui_label: string;
  /** ISO 8601. */
  ts: string;
  /** Duration in ms. */
  time: number;
  request_method: string;
  request_url: string;
  request_headers: LogHeader[];
  request_body: string | null;
  request_body_truncated: boolean;
  response_status: number | null;
  response_headers: LogHeader[] | null;
  response_body: string | null;
  response_body_truncated: boolean;
  error_code: string | null;
  error: string | null;
  remote_user_id: string | null;
  user: { login: string } | null;
}

/** One page of `transactionLogs`. */
export interface LogPage {
  page_number: number;
  page_count: number;
  page_count_capped: boolean;
  data: LogEntry[];
}

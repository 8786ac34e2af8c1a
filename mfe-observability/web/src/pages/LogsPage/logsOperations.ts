import { gql } from '@apollo/client';

/** One choice of a logs filter: what transactionLogs takes and what the page shows. */
export interface FilterOption {
  value: string;
  label: string;
}

/** The logs page's filters; each list's first option is its default (spec 4.9). */
export interface LogFilterOptions {
  request_types: FilterOption[];
  response_statuses: FilterOption[];
  timeframes: FilterOption[];
}

export interface LogsPageData {
  /** Null when the viewer's organizations do not own it (staff may still read its logs). */
  service: { id: string; module_name: string; name: string } | null;
  transactionLogFilters: LogFilterOptions;
}

/** The service's name (service_config) and the filter options (observability), in one operation. */
export const LOGS_PAGE_QUERY = gql`
  query LogsPage($module_name: String!) {
    service(module_name: $module_name) {
      id
      module_name
      name
    }
    transactionLogFilters {
      request_types {
        value
        label
      }
      response_statuses {
        value
        label
      }
      timeframes {
        value
        label
      }
    }
  }
`;

export interface LogHeader {
  name: string;
  value: string;
}

/** A transaction log as the page shows it (spec §3 "Transaction log"). */
export interface TransactionLog {
  id: string;
  type: string;
  type_ui_label: string;
  /** ISO 8601 */
  ts: string;
  /** Milliseconds */
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
  user: { id: string; login: string } | null;
}

export interface TransactionLogsData {
  transactionLogs: { data: TransactionLog[]; page_number: number; page_count: number };
}

export interface TransactionLogsVariables {
  module_name: string;
  page: number;
  per_page: number;
  request_type: string;
  response_status: string;
  timeframe: string;
  query?: string;
}

export const TRANSACTION_LOGS_QUERY = gql`
  query TransactionLogs(
    $module_name: String!
    $page: Int!
    $per_page: Int!
    $request_type: String!
    $response_status: String!
    $timeframe: String!
    $query: String
  ) {
    transactionLogs(
      module_name: $module_name
      page: $page
      per_page: $per_page
      request_type: $request_type
      response_status: $response_status
      timeframe: $timeframe
      query: $query
    ) {
      page_number
      page_count
      data {
        id
        type
        type_ui_label
        ts
        time
        request_method
        request_url
        request_headers {
          name
          value
        }
        request_body
        request_body_truncated
        response_status
        response_headers {
          name
          value
        }
        response_body
        response_body_truncated
        error_code
        error
        remote_user_id
        user {
          id
          login
        }
      }
    }
  }
`;

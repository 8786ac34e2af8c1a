import { Button } from '../Button';
import { useId, useState, type FormEvent } from 'react';
import { MAX_QUERY_LENGTH } from './logFilters';
import type { LogFilterOption, LogFilterOptions, LogFilters } from './logTypes';

export interface LogFiltersFormProps {
  options: LogFilterOptions;
  filters: LogFilters;
  /** Called with the new filters: at once for a select, on submit for the free-text query. */
  onChange: (filters: LogFilters) => void;
  /** Shown when a filter differs from its default: back to the defaults. */
  onReset?: () => void;
}

/** Request type, response status, timeframe and a free-text query (spec 2.8). */
export function LogFiltersForm({ options, filters, onChange, onReset }: LogFiltersFormProps) {
  const [query, setQuery] = useState(filters.query);
  // The address is the source of truth: when it changes (back button, reset), so does the box.
  const [shownQuery, setShownQuery] = useState(filters.query);
  if (shownQuery !== filters.query) {
    setShownQuery(filters.query);
    setQuery(filters.query);
  }
  const queryId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ ...filters, query: query.trim() });
  };

  return (
    <form role="search" aria-label="Filter logs" className="sy-logs-filters" onSubmit={submit}>
      <FilterSelect
        label="Request type"
        options={options.request_types}
        value={filters.request_type}
        onChange={(request_type) => onChange({ ...filters, request_type })}
      />
      <FilterSelect
        label="Response status"
        options={options.response_statuses}
        value={filters.response_status}
        onChange={(response_status) => onChange({ ...filters, response_status })}
      />
      <FilterSelect
        label="Timeframe"
        options={options.timeframes}
        value={filters.timeframe}
        onChange={(timeframe) => onChange({ ...filters, timeframe })}
      />
      <div className="sy-field sy-logs-filters__query">
        <label htmlFor={queryId} className="sy-field__label">
          Search
        </label>
        <div className="sy-logs-filters__query-row">
          <input
            id={queryId}
            type="search"
            className="sy-field__control"
            placeholder="Text in the URL, bodies or error"
            maxLength={MAX_QUERY_LENGTH}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <Button type="submit">Search</Button>
        </div>
      </div>
      {onReset && (
        <Button variant="link" className="sy-logs-filters__reset" onClick={onReset}>
          Clear filters
        </Button>
      )}
    </form>
  );
}

function FilterSelect({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: LogFilterOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="sy-field">
      <label htmlFor={id} className="sy-field__label">
        {label}
      </label>
      <select id={id} className="sy-field__control" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

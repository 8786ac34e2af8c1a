import { Fragment, useState, type MouseEvent } from 'react';
import { LogDetails } from './LogDetails';
import { formatDuration, formatLogTime, isSuccess, splitUrl, statusLabel } from './logFormat';
import type { LogEntry } from './logTypes';

const COLUMNS = 8;

/**
 * The calls, newest first: time, type, method, URL, status, duration and user. Each row opens to its
 * request and response with the button in its first cell (keyboard) or a click anywhere on it.
 */
export function LogTable({ logs, caption }: { logs: LogEntry[]; caption: string }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="sy-logs-scroll">
      <table className="sy-logs-table">
        <caption className="sy-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="sy-visually-hidden">Details</span>
            </th>
            <th scope="col">Time</th>
            <th scope="col">Type</th>
            <th scope="col">Method</th>
            <th scope="col">URL</th>
            <th scope="col">Status</th>
            <th scope="col">Duration</th>
            <th scope="col">User</th>
          </tr>
        </thead>
        <tbody>
          {logs.map((log) => (
            <LogRow key={log.id} log={log} expanded={open.has(log.id)} onToggle={() => toggle(log.id)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LogRow({ log, expanded, onToggle }: { log: LogEntry; expanded: boolean; onToggle: () => void }) {
  const detailsId = `log-details-${log.id}`;
  const ok = isSuccess(log);
  const url = splitUrl(log.request_url);
  // A click on the row opens it too, unless the reader was selecting text to copy.
  const onRowClick = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest('button')) return;
    if (window.getSelection()?.toString()) return;
    onToggle();
  };
  return (
    <Fragment>
      <tr
        className={expanded ? 'sy-logs-table__row sy-logs-table__row--open' : 'sy-logs-table__row'}
        onClick={onRowClick}
      >
        <td>
          <button
            type="button"
            className="sy-logs-table__toggle"
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            aria-label={`${expanded ? 'Hide' : 'Show'} request and response of ${log.request_method} ${log.request_url}`}
            onClick={onToggle}
          />
        </td>
        <td>
          <time dateTime={log.ts}>{formatLogTime(log.ts)}</time>
        </td>
        <td>{log.type_ui_label}</td>
        <td>{log.request_method}</td>
        <td className="sy-logs-table__url">
          <span className="sy-logs-table__origin">{url.origin}</span>
          {/* Long paths wrap after a slash rather than mid-word. */}
          {url.rest.split(/(?<=\/)/).map((part, i) => (
            <Fragment key={i}>
              {i > 0 && <wbr />}
              {part}
            </Fragment>
          ))}
        </td>
        <td className={ok ? 'sy-logs-status--success' : 'sy-logs-status--error'}>{statusLabel(log)}</td>
        <td className="sy-logs-table__number">{formatDuration(log.time)}</td>
        <td>{log.user?.login ?? (log.remote_user_id ? 'Former user' : '—')}</td>
      </tr>
      {expanded && (
        <tr className="sy-logs-table__details">
          <td id={detailsId} colSpan={COLUMNS}>
            <LogDetails log={log} />
          </td>
        </tr>
      )}
    </Fragment>
  );
}

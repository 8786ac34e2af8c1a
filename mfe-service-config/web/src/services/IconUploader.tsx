import { csrfFetch } from '@switchyard/client';
import { useId, useRef, useState, type DragEvent } from 'react';
import './IconUploader.css';

export const ICON_PREVIEW_WIDTH = 310;

// The spec's messages (see spec/service-config.md#8-error-catalogue), word for word.
export const ICON_MESSAGES = {
  uploading: 'Uploading service icon…',
  saved: 'Service icon saved successfully',
  tooLarge: 'The image is too large.',
  failed: 'There has been an error. Please try again!',
} as const;

export interface IconUploaderProps {
  /** The service's module name, as in /services/{slug}/icon. */
  slug: string;
  iconUrl: string | null;
  brandColor: string | null;
  published: boolean;
  /** False for a viewer outside the service's organization (review team, staff): the icon only, no upload. */
  viewerIsMember?: boolean;
  onUploaded(url: string): void;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'uploading' }
  | { kind: 'saved' }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

/** Drop zone (or click to choose) for the service icon, shown on the brand colour. */
export function IconUploader({
  slug,
  iconUrl,
  brandColor,
  published,
  viewerIsMember = true,
  onUploaded,
}: IconUploaderProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const noteId = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [uploaded, setUploaded] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const busy = status.kind === 'uploading';
  const disabled = published || busy;
  const shown = uploaded ?? iconUrl;

  async function upload(file: File) {
    if (disabled) return;
    setStatus({ kind: 'uploading' });
    try {
      const res = await csrfFetch(`/services/${encodeURIComponent(slug)}/icon`, {
        method: 'POST',
        body: file,
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
        cache: 'no-store',
      });
      const body = (await res.json().catch(() => null)) as {
        icon?: string;
        error?: string;
        message?: string;
      } | null;
      if (res.ok && body?.icon) {
        setUploaded(body.icon);
        setStatus({ kind: 'saved' });
        onUploaded(body.icon);
      } else if (res.status === 413) {
        setStatus({ kind: 'refused', message: ICON_MESSAGES.tooLarge });
      } else if (res.status === 422 && (body?.error || body?.message)) {
        setStatus({ kind: 'refused', message: (body.error || body.message)! });
      } else {
        setStatus({ kind: 'failed' });
      }
    } catch {
      setStatus({ kind: 'failed' });
    }
  }

  // Always take over drag and drop here, so a file dropped on a disabled zone is not opened by the browser.
  function onDragOver(e: DragEvent) {
    e.preventDefault();
    e.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    if (!disabled) setDragging(true);
  }
  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file) void upload(file);
  }

  const preview = (
    <span
      className="sc-icon-uploader__preview"
      data-testid="icon-preview"
      style={{ width: ICON_PREVIEW_WIDTH, background: brandColor ?? undefined }}
    >
      {shown ? (
        <img src={shown} alt="Current service icon" width={ICON_PREVIEW_WIDTH} />
      ) : (
        <span className="sc-icon-uploader__empty">No icon yet</span>
      )}
    </span>
  );
  if (!viewerIsMember) return <div className="sc-icon-uploader sc-icon-uploader--static">{preview}</div>;

  return (
    <div
      className="sc-icon-uploader"
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <button
        type="button"
        className={`sc-icon-uploader__zone${dragging ? ' sc-icon-uploader__zone--dragging' : ''}`}
        aria-describedby={published ? noteId : undefined}
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
      >
        {preview}
        <span className="sc-icon-uploader__label">Upload a new file</span>
      </button>
      <input
        ref={inputRef}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className="sy-visually-hidden"
        tabIndex={-1}
        aria-label="Service icon file"
        disabled={disabled}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = ''; // choosing the same file again still uploads
          if (file) void upload(file);
        }}
      />
      {published && (
        <p id={noteId} className="sc-icon-uploader__note" role="note">
          This service is published, so its icon cannot be changed. Clone the service, change the clone, and
          submit the staging service for review.
        </p>
      )}
      <StatusLine status={status} />
    </div>
  );
}

function StatusLine({ status }: { status: Status }) {
  switch (status.kind) {
    case 'idle':
      return null;
    case 'uploading':
      return (
        <p role="status" className="sc-icon-uploader__status">
          {ICON_MESSAGES.uploading}
        </p>
      );
    case 'saved':
      return (
        <p role="status" className="sc-icon-uploader__status sc-icon-uploader__status--success">
          {ICON_MESSAGES.saved}
        </p>
      );
    case 'refused':
      return (
        <p role="alert" className="sc-icon-uploader__status sc-icon-uploader__status--danger">
          {status.message}
        </p>
      );
    case 'failed':
      return (
        <p role="alert" className="sc-icon-uploader__status sc-icon-uploader__status--warning">
          {ICON_MESSAGES.failed}
        </p>
      );
  }
}

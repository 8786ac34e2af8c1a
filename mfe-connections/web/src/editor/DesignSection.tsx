import {
  CONNECTION_DESCRIPTION_MAX,
  CONNECTION_TITLE_MAX,
  COVER_CONTENT_TYPES,
  COVER_HEIGHT,
  COVER_UPLOAD_FAILED,
  COVER_WIDTH,
  DESIGN_HEADING,
} from '@switchyard/connections-common';
import { Field, Spinner } from '@switchyard/ui';
import { useState } from 'react';
import { CoverUploadError, uploadCover, type UploadedCover } from './coverUpload';
import { fieldId } from './errorFocus';

/**
 * 'Design your connection': the title (80 characters, hard), the description (500) and the cover
 * image, uploaded as soon as it is chosen (its uploadedAt goes with the next save).
 */
export function DesignSection({
  ownerModuleName,
  name,
  description,
  thumbnailUrl,
  errors,
  onName,
  onDescription,
  onCover,
}: {
  ownerModuleName: string;
  name: string;
  description: string;
  thumbnailUrl: string | null;
  errors: { name?: string; description?: string; cover_image?: string };
  onName(value: string): void;
  onDescription(value: string): void;
  onCover(cover: UploadedCover): void;
}) {
  const [uploading, setUploading] = useState(false);
  const [coverError, setCoverError] = useState<string | null>(null);
  const coverId = fieldId('cover_image');
  const hintId = `${coverId}-hint`;
  const errorId = `${coverId}-error`;
  const shownCoverError = coverError ?? errors.cover_image;

  async function onFile(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setCoverError(null);
    try {
      onCover(await uploadCover(file, ownerModuleName));
    } catch (err) {
      setCoverError(err instanceof CoverUploadError ? err.message : COVER_UPLOAD_FAILED);
    } finally {
      setUploading(false);
    }
  }

  return (
    <section className="cx-editor__section" aria-labelledby="cx-design-title">
      <h2 id="cx-design-title" className="cx-editor__heading">
        {DESIGN_HEADING}
      </h2>
      <Field
        id={fieldId('name')}
        label="Title"
        value={name}
        maxLength={CONNECTION_TITLE_MAX}
        hint={`${name.length}/${CONNECTION_TITLE_MAX}`}
        onChange={(e) => onName(e.target.value.slice(0, CONNECTION_TITLE_MAX))}
        error={errors.name}
      />
      <Field
        multiline
        id={fieldId('description')}
        label="Description"
        rows={4}
        value={description}
        maxLength={CONNECTION_DESCRIPTION_MAX}
        hint={`${description.length}/${CONNECTION_DESCRIPTION_MAX}`}
        onChange={(e) => onDescription(e.target.value.slice(0, CONNECTION_DESCRIPTION_MAX))}
        error={errors.description}
      />
      <div className="sy-field">
        <label htmlFor={coverId} className="sy-field__label">
          Cover image
        </label>
        <span id={hintId} className="sy-field__hint">
          PNG or JPEG, exactly {COVER_WIDTH}px x {COVER_HEIGHT}px.
        </span>
        {thumbnailUrl && <img className="cx-cover__thumb" src={thumbnailUrl} alt="Cover image thumbnail" />}
        <input
          id={coverId}
          type="file"
          accept={COVER_CONTENT_TYPES.join(',')}
          disabled={uploading}
          aria-invalid={shownCoverError ? true : undefined}
          aria-describedby={[hintId, shownCoverError ? errorId : ''].filter(Boolean).join(' ')}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            void onFile(file);
          }}
        />
        {uploading && <Spinner label="Uploading image" />}
        {shownCoverError && (
          <p id={errorId} className="sy-field__error" role="alert">
            {shownCoverError}
          </p>
        )}
      </div>
    </section>
  );
}

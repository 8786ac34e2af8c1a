import { useMutation } from '@switchyard/client/apollo';
import { Button, flash } from '@switchyard/ui';
import {
  formatRedirectUris,
  parseRedirectUris,
  REDIRECT_URIS_FAILED,
  REDIRECT_URIS_UPDATED,
} from '@switchyard/review-common/redirectUris';
import { useState, type FormEvent } from 'react';
import { UpdateEmbeddedRedirectsDocument } from '../reviewOperations';

/**
 * The embedded redirect URIs (see spec/review-org-diagnostics.md#25-service-settings-page,
 * spec/review-org-diagnostics.md#5-validation-rules), one per line (spaces and commas separate too); a bad
 * entry is named and nothing is saved.
 */
export function RedirectsEditor({
  moduleName,
  saved,
  published,
}: {
  moduleName: string;
  saved: readonly string[];
  published: boolean;
}) {
  const [text, setText] = useState(() => formatRedirectUris(saved));
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdateEmbeddedRedirectsDocument);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = parseRedirectUris(text);
    if (parsed.error !== undefined) {
      setProblem(parsed.error);
      return;
    }
    setProblem(null);
    try {
      const { data } = await save({ variables: { module_name: moduleName, redirects: parsed.uris } });
      const answer = data?.updateEmbeddedRedirects;
      if (!answer) throw new Error('no answer');
      if (answer.errors.length) {
        setProblem(answer.errors.map((err) => err.message).join(' '));
        return;
      }
      setText(formatRedirectUris(answer.redirects ?? []));
      flash(REDIRECT_URIS_UPDATED);
    } catch {
      flash(REDIRECT_URIS_FAILED, 'error');
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="rv-settings" aria-label="Redirect URIs">
      <label htmlFor="embedded-redirects" className="sy-field__label">
        Embedded redirect URIs
      </label>
      <p id="embedded-redirects-hint" className="rv-muted">
        One per line, like https://app.example.com/oauth/callback.
      </p>
      <textarea
        id="embedded-redirects"
        className="sy-field__control"
        rows={6}
        value={text}
        disabled={published}
        aria-describedby={
          problem ? 'embedded-redirects-hint embedded-redirects-error' : 'embedded-redirects-hint'
        }
        aria-invalid={problem ? true : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      {problem && (
        <p id="embedded-redirects-error" className="sy-field__error" role="alert">
          {problem}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={published || loading}>
        {loading ? 'Saving…' : 'Save'}
      </Button>
    </form>
  );
}

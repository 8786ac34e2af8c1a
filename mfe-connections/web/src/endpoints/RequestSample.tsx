import { toCurl, toHttpText } from '@switchyard/connections-common/connectApi';
import { Button } from '@switchyard/ui';
import { useId, useRef, useState } from 'react';
import type { EndpointRequest } from './operations';

export const COPIED = 'Copied to the clipboard.';
export const COPY_FAILED = 'Could not copy: select the text and copy it by hand.';

type Form = 'http' | 'curl';
const FORMS: [Form, string][] = [
  ['http', 'HTTP'],
  ['curl', 'curl'],
];

/** The clipboard API where the page is a secure context; the selected block and execCommand elsewhere. */
async function copyText(text: string, block: HTMLElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // falls through to the selection
  }
  const selection = window.getSelection();
  if (!block || !selection) return false;
  selection.selectAllChildren(block);
  return document.execCommand?.('copy') ?? false;
}

/**
 * One sample request as a copyable code block: the HTTP message (method and URL, headers, body) or
 * the same as a `curl` command. The block scrolls sideways inside its box, never the page.
 */
export function RequestSample({ request }: { request: EndpointRequest }) {
  const [form, setForm] = useState<Form>('http');
  const [status, setStatus] = useState<{ text: string; error?: boolean } | null>(null);
  const block = useRef<HTMLPreElement>(null);
  const titleId = useId();
  const text = form === 'curl' ? toCurl(request) : toHttpText(request);

  const onCopy = async () => {
    const copied = await copyText(text, block.current);
    setStatus(copied ? { text: COPIED } : { text: COPY_FAILED, error: true });
  };

  return (
    <figure className="cn-sample" aria-labelledby={titleId}>
      <figcaption className="cn-sample__head">
        <span id={titleId} className="cn-sample__title">
          {request.title}
        </span>
        <span className="cn-sample__tools">
          <span role="group" aria-label="Form" className="cn-sample__forms">
            {FORMS.map(([value, label]) => (
              <Button
                key={value}
                variant="link"
                aria-pressed={form === value}
                onClick={() => {
                  setForm(value);
                  setStatus(null);
                }}
              >
                {label}
              </Button>
            ))}
          </span>
          <Button onClick={() => void onCopy()}>Copy</Button>
        </span>
      </figcaption>
      <pre ref={block} className="cn-code" tabIndex={0} aria-label={`${request.title} (${form})`}>
        <code>{text}</code>
      </pre>
      <p
        role="status"
        className={status?.error ? 'cn-sample__status cn-sample__status--error' : 'cn-sample__status'}
      >
        {status?.text}
      </p>
    </figure>
  );
}

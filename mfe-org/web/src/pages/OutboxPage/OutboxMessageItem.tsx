import { linkClick } from '@switchyard/client';
import { formatDateTime } from '../../format/formatDate';
import type { OutboxMessage } from '../../orgOperations';
import { messageLink } from './messageLink';

/** One e-mail of the outbox: subject, time, text and its link. */
export function OutboxMessageItem({ message }: { message: OutboxMessage }) {
  const link = messageLink(message.link, window.location.origin);
  const titleId = `org-outbox-${message.id}`;
  return (
    <li>
      <article className="org-mail" aria-labelledby={titleId}>
        <header className="org-mail__header">
          <h2 id={titleId} className="org-mail__subject">
            {message.subject}
          </h2>
          <time className="org-muted" dateTime={message.sent_at}>
            {formatDateTime(message.sent_at)}
          </time>
        </header>
        <p className="org-muted org-mail__to">To: {message.to}</p>
        <p className="org-mail__text">{message.text}</p>
        {link && (
          <p>
            <a href={link.href} onClick={link.internal ? linkClick : undefined}>
              {message.link}
            </a>
          </p>
        )}
      </article>
    </li>
  );
}

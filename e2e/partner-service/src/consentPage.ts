import { escapeHtml, page } from './html';
import type { PartnerUser } from './sampleData';

/** The consent screen of /oauth2/authorize: pick who signs in, then Authorize or Deny (posted back to the same path). */
export function consentPage(opts: {
  action: string;
  params: Record<string, string>;
  users: PartnerUser[];
  scope?: string;
}) {
  const hidden = Object.entries(opts.params)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const users = opts.users
    .map(
      (u, i) =>
        `<option value="${escapeHtml(u.id)}"${i === 0 ? ' selected' : ''}>${escapeHtml(u.name)}</option>`,
    )
    .join('');
  return page(
    'Authorize',
    `<h1>Connect Daybook?</h1>
<p>An automation platform asks to read your albums and journal and to add photos and entries for you${
      opts.scope ? ` (scope: <code>${escapeHtml(opts.scope)}</code>)` : ''
    }.</p>
<form method="post" action="${escapeHtml(opts.action)}">
${hidden}
<p><label>Signed in as <select name="user" aria-label="Signed in as">${users}</select></label></p>
<p><button type="submit" name="decision" value="allow">Authorize</button>
<button type="submit" name="decision" value="deny">Deny</button></p>
</form>`,
  );
}

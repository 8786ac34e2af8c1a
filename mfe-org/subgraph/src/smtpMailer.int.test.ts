import { createServer, type AddressInfo, type Server } from 'node:net';
import { createTestDb } from '@switchyard/server-kit/testing';
import { graphql } from 'graphql';
import { orgDomain } from './index';
import { orgSchema } from './schema';
import { demoOrganizationIds as ids } from './seed';
import { deliverLater, smtpSender } from '@switchyard/server-kit';
import { contextFor, demo, viewers } from './testFixtures';
import { testSettings } from '@switchyard/server-kit/settings';

jest.setTimeout(60_000); // a first embedded database takes seconds to create

/** Just enough of an SMTP server to receive messages in plain text. */
function fakeSmtpServer() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let mail = { from: '', to: [] as string[], data: '' };
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          received.push(mail);
          mail = { from: '', to: [], data: '' };
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') mail.from = line;
        if (verb === 'RCPT') mail.to.push(line);
        if (verb === 'DATA') inData = true;
        if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write(verb === 'DATA' ? '354 go ahead\r\n' : '250 ok\r\n');
      }
    });
  });
  return { server, received };
}

async function eventually<T>(read: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

let smtp: ReturnType<typeof fakeSmtpServer>;
let smtpUrl: string;

beforeAll(async () => {
  smtp = fakeSmtpServer();
  await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => (smtp.server as Server).close(() => resolve())));

describe('SMTP delivery', () => {
  it('is off without SMTP_URL', () => {
    expect(smtpSender({})).toBeNull();
    expect(() => deliverLater(null, { to: 'a@example.com', subject: 's', text: 't' })).not.toThrow();
  });

  it('sends the invitation e-mail over SMTP when SMTP_URL is set, after recording it in the outbox', async () => {
    const db = await createTestDb([orgDomain.migrations]);
    try {
      await orgDomain.seed!({ db, settings: testSettings() }, demo);
      expect(smtp.received).toEqual([]); // the seed sends nothing
      const schema = orgSchema({
        db,
        settings: testSettings({ SMTP_URL: smtpUrl, MAIL_FROM: 'Switchyard <team@switchyard.test>' }),
      });
      const r = await graphql({
        schema,
        source: `mutation { inviteUser(organization_id: "${ids.acme}", email: "nia@example.com") { errors { message } } }`,
        contextValue: contextFor(db, viewers.olivia),
      });
      expect(r.data).toEqual({ inviteUser: { errors: [] } });
      const mail = await eventually(() =>
        smtp.received.find((m) => m.to.some((t) => t.includes('nia@example.com'))),
      );
      expect(mail.from).toContain('team@switchyard.test');
      const { rows } = await db.query<{ link: string }>(
        `SELECT link FROM mail.outbox WHERE to_email = 'nia@example.com'`,
      );
      expect(rows).toHaveLength(1);
      expect(mail.data).toContain('Subject: You have been invited to join Acme Automation on Switchyard');
      // quoted-printable may wrap long lines: compare without soft line breaks
      expect(mail.data.replace(/=\r\n/g, '')).toContain(rows[0].link);
    } finally {
      await db.drop();
    }
  });

  it('only logs a failed delivery; the invitation still stands', async () => {
    const db = await createTestDb([orgDomain.migrations]);
    try {
      await orgDomain.seed!({ db, settings: testSettings() }, demo);
      const schema = orgSchema({ db, settings: testSettings({ SMTP_URL: 'smtp://127.0.0.1:1' }) });
      const r = await graphql({
        schema,
        source: `mutation { inviteUser(organization_id: "${ids.acme}", email: "nia@example.com") { organization { pending_invitations { email } } errors { message } } }`,
        contextValue: contextFor(db, viewers.olivia),
      });
      expect(r.errors).toBeUndefined();
      expect(
        (
          r.data as { inviteUser: { organization: { pending_invitations: { email: string }[] } } }
        ).inviteUser.organization.pending_invitations.map((i) => i.email),
      ).toContain('nia@example.com');
    } finally {
      await db.drop();
    }
  });
});

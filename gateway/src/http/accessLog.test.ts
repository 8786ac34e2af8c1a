import express from 'express';
import { logger } from '@switchyard/server-kit';
import { listen } from '../testing/testClient';
import { accessLog, graphqlAccessLog } from './accessLog';

// The logger is silent under test: its level is raised for these, and its lines caught (spied
// after the level is set: pino rebinds its methods when the level changes).
let lines: { level: string; obj: Record<string, unknown> }[];
const level = logger.level;
function capture(at: 'info' | 'debug') {
  lines = [];
  logger.level = at;
  for (const l of ['debug', 'info', 'warn', 'error'] as const)
    jest.spyOn(logger, l).mockImplementation(((obj: Record<string, unknown>) => {
      lines.push({ level: l, obj });
    }) as never);
}
beforeEach(() => capture('info'));
afterEach(() => {
  jest.restoreAllMocks();
  logger.level = level;
});

async function app() {
  const a = express();
  a.use(accessLog());
  a.use('/graphql', graphqlAccessLog, (req, res) => {
    res.status(req.get('x-answer') === 'refuse' ? 403 : 200).json({});
  });
  return listen(a);
}

it('logs a refused GraphQL request, without its query string, and not an answered one', async () => {
  const { server, base } = await app();
  try {
    await fetch(`${base}/graphql?query=%7Bme%7D`);
    await fetch(`${base}/graphql?query=%7Bme%7D`, { headers: { 'x-answer': 'refuse' } });
    await new Promise((r) => setTimeout(r, 20));
    expect(lines).toEqual([
      {
        level: 'warn',
        obj: {
          req: { method: 'GET', url: '/graphql' },
          res: { status: 403 },
          responseTime: expect.any(Number),
        },
      },
    ]);
  } finally {
    server.close();
  }
});

it('logs every GraphQL request at debug level', async () => {
  jest.restoreAllMocks();
  capture('debug');
  const { server, base } = await app();
  try {
    await fetch(`${base}/graphql`, { method: 'POST' });
    await new Promise((r) => setTimeout(r, 20));
    expect(lines.map((l) => [l.level, (l.obj.res as { status: number }).status])).toEqual([['debug', 200]]);
  } finally {
    server.close();
  }
});

import { GraphQLError } from 'graphql';
import { metrics } from '@switchyard/server-kit';
import { timedExecutor } from './subgraphMetrics';

const count = async (name: string, labels: string) => {
  const m = new RegExp(`^${name}\\{${labels}\\} (\\d+)$`, 'm').exec(await metrics.metrics());
  return m ? Number(m[1]) : 0;
};

it("times each call of a subgraph's executor and counts those that did not answer cleanly", async () => {
  const answers = [
    { data: { ok: true } },
    { data: null, errors: [new GraphQLError('bad')] },
    { data: null, errors: [new GraphQLError('down', { extensions: { code: 'SUBGRAPH_UNAVAILABLE' } })] },
  ];
  let i = 0;
  const executor = timedExecutor('metrics_test', async (_request: unknown) => answers[i++]);
  for (const expected of answers) expect(await executor({} as never)).toBe(expected);
  const throwing = timedExecutor('metrics_test', async (_request: unknown) => {
    throw new Error('boom');
  });
  await expect(throwing({} as never)).rejects.toThrow('boom');

  const duration = 'switchyard_subgraph_request_duration_seconds_count';
  expect(await count(duration, 'subgraph="metrics_test",outcome="ok"')).toBe(1);
  expect(await count(duration, 'subgraph="metrics_test",outcome="errors"')).toBe(1);
  expect(await count(duration, 'subgraph="metrics_test",outcome="unavailable"')).toBe(2);
  const errors = 'switchyard_subgraph_request_errors_total';
  expect(await count(errors, 'subgraph="metrics_test",kind="errors"')).toBe(1);
  expect(await count(errors, 'subgraph="metrics_test",kind="unavailable"')).toBe(2);
});

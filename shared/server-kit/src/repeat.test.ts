import { repeatEvery } from './repeat';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('runs a round at once when woken, not at the next interval', async () => {
  let rounds = 0;
  const loop = repeatEvery(60_000, 'test', async () => {
    rounds++;
    return false;
  });
  await sleep(50);
  expect(rounds).toBe(1);
  loop.wake();
  await sleep(50);
  expect(rounds).toBe(2);
  await loop.stop();
});

it('runs one more round right after the one in progress when woken during it', async () => {
  let rounds = 0;
  let release: () => void = () => undefined;
  const loop = repeatEvery(60_000, 'test', async () => {
    rounds++;
    if (rounds === 1) await new Promise<void>((r) => (release = r));
    return false;
  });
  await sleep(20);
  loop.wake();
  loop.wake();
  expect(rounds).toBe(1);
  release();
  await sleep(50);
  expect(rounds).toBe(2);
  await loop.stop();
});

it('does nothing when woken after it stopped', async () => {
  let rounds = 0;
  const loop = repeatEvery(60_000, 'test', async () => {
    rounds++;
    return false;
  });
  await sleep(20);
  await loop.stop();
  loop.wake();
  await sleep(50);
  expect(rounds).toBe(1);
});

it('waits the milliseconds a round names, at most the interval', async () => {
  const rounds: number[] = [];
  const loop = repeatEvery(60_000, 'test', async () => {
    rounds.push(Date.now());
    return 100;
  });
  await sleep(350);
  await loop.stop();
  expect(rounds.length).toBeGreaterThanOrEqual(3);
  expect(rounds[1] - rounds[0]).toBeGreaterThanOrEqual(90);
});

import { recordedActions, tallyActions, type ProxiedRequest } from './recordingProxy';

const action = (applet: string, caption: string, requestId: string, status = 200): ProxiedRequest => ({
  at: 0,
  method: 'POST',
  path: '/switchyard/v1/actions/add_photo_to_album',
  requestId,
  body: { actionFields: { caption }, switchyard_source: { id: applet } },
  status,
  remotePort: 1,
});

it('groups the answered "add photo" actions per applet, in arrival order, by caption prefix', () => {
  const requests = [
    action('a', 'K0001', 'r1'),
    action('b', 'K0001', 'r2'),
    action('a', 'X0001', 'r3'),
    action('a', 'K0002', 'r4', 500),
    { ...action('a', 'K0003', 'r5'), path: '/switchyard/v1/triggers/new_journal_entry' },
    action('a', 'K0002', 'r6'),
  ];
  expect(recordedActions(requests, 'K')).toEqual(
    new Map([
      [
        'a',
        [
          { caption: 'K0001', requestId: 'r1', remotePort: 1 },
          { caption: 'K0002', requestId: 'r6', remotePort: 1 },
        ],
      ],
      ['b', [{ caption: 'K0001', requestId: 'r2', remotePort: 1 }]],
    ]),
  );
});

it('tallies found, lost, duplicates (two request ids) and order violations per applet', () => {
  const by = recordedActions(
    [
      action('a', 'K0002', 'r1'),
      action('a', 'K0001', 'r2'),
      action('a', 'K0001', 'r3'),
      action('b', 'K0001', 'r4'),
      action('b', 'K0001', 'r4'),
    ],
    'K',
  );
  const expected = ['K0001', 'K0002'];
  expect(tallyActions(by, expected)).toEqual({ found: 3, lost: 1, duplicates: 1, outOfOrder: 1 });
  // An applet with no action at all loses every title.
  expect(tallyActions(by, expected, ['a', 'b', 'c'])).toEqual({
    found: 3,
    lost: 3,
    duplicates: 1,
    outOfOrder: 1,
  });
});

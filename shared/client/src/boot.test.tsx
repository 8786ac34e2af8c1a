import { bootDataScript, readBootData, type BootData } from './boot';

const data: BootData = {
  viewer: {
    id: 'u1',
    login: 'stella',
    email: 'stella@example.com',
    name: 'Stella <b>',
    staff: false,
    emailVerified: true,
    reviewTeam: false,
    maker: false,
    tier: 'free',
  },
  csrfToken: 'tok',
  remotes: [{ name: 'org', entry: '/remotes/org/mf-manifest.json', routes: ['/organizations'] }],
};

const pageWith = (head: string) =>
  new DOMParser().parseFromString(`<head>${head}</head><body></body>`, 'text/html');

it('reads back what the gateway wrote, as data', () => {
  expect(readBootData(pageWith(bootDataScript(data)))).toEqual(data);
});

it('has none on a page served without it, or with a block it cannot read', () => {
  expect(readBootData(pageWith(''))).toBeNull();
  expect(
    readBootData(pageWith('<script type="application/json" id="sy-boot">{"viewer":</script>')),
  ).toBeNull();
  expect(readBootData(pageWith('<script id="sy-boot">{}</script>'))).toBeNull();
});

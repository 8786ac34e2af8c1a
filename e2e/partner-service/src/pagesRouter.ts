/** The partner's own little website: home, photo and entry pages, images, user pages, and the API-token page. */
import express from 'express';
import { escapeHtml, page } from './html';
import { DEFAULTS } from './options';
import { DEMO_USER } from './sampleData';
import type { PartnerState } from './state';

function hue(text: string) {
  let h = 0;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) % 360;
  return h;
}

/** A small generated picture, so every image_url the service hands out really is an image. */
export function placeholderSvg(label: string) {
  const h = hue(label);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">
<rect width="320" height="240" fill="hsl(${h},55%,70%)"/><circle cx="240" cy="70" r="30" fill="hsl(${(h + 60) % 360},70%,85%)"/>
<path d="M0 200 L90 110 L160 180 L220 130 L320 210 L320 240 L0 240 Z" fill="hsl(${(h + 180) % 360},35%,40%)"/>
<text x="16" y="30" font-family="sans-serif" font-size="16" fill="#222">${escapeHtml(label)}</text></svg>`;
}

export function pagesRouter(state: PartnerState) {
  const router = express.Router();

  const findPhoto = (id: string) => {
    for (const data of state.data.values()) {
      const photo = data.photos.find((p) => p.id === id);
      if (photo) return { photo, album: data.albums.find((a) => a.id === photo.albumId) };
    }
    return undefined;
  };
  const findEntry = (id: string) => {
    for (const data of state.data.values()) {
      const entry = data.entries.find((e) => e.id === id);
      if (entry) return entry;
    }
    return undefined;
  };

  router.get('/', (_req, res) => {
    res.type('html').send(
      page(
        'Daybook',
        `<h1>Daybook</h1><p>A photo journal, and a sample partner service of ${escapeHtml(state.options.product)}.</p>
<p>Protocol endpoints live under <code>/${escapeHtml(state.options.product)}/v1</code>. <a href="/account">Your API token</a>.</p>`,
      ),
    );
  });

  router.get('/images/:file', (req, res) => {
    const name = req.params.file.replace(/\.svg$/, '');
    const photo = findPhoto(name)?.photo;
    const entry = photo ? undefined : findEntry(name);
    res.type('image/svg+xml').send(placeholderSvg(photo?.title ?? entry?.title ?? name));
  });

  router.get('/photos/:id', (req, res) => {
    const found = findPhoto(req.params.id);
    if (!found) return res.status(404).type('html').send(page('Not found', '<h1>No such photo</h1>'));
    const { photo, album } = found;
    res.type('html').send(
      page(
        photo.title,
        `<h1>${escapeHtml(photo.title)}</h1><img src="/images/${escapeHtml(photo.id)}.svg" alt="${escapeHtml(photo.caption)}">
<p>${escapeHtml(photo.caption)}</p><p class="muted">${escapeHtml(album?.name)} · ${new Date(photo.takenAt * 1000).toISOString()}</p>`,
      ),
    );
  });

  router.get('/entries/:id', (req, res) => {
    const entry = findEntry(req.params.id);
    if (!entry) return res.status(404).type('html').send(page('Not found', '<h1>No such entry</h1>'));
    res
      .type('html')
      .send(
        page(
          entry.title,
          `<h1>${escapeHtml(entry.title)}</h1><p>${escapeHtml(entry.body)}</p><p class="muted">Mood: ${escapeHtml(entry.mood)}</p>`,
        ),
      );
  });

  router.get('/users/:handle', (req, res) => {
    const user = [...state.users.values()].find((u) => u.handle === req.params.handle);
    if (!user) return res.status(404).type('html').send(page('Not found', '<h1>No such user</h1>'));
    res
      .type('html')
      .send(
        page(
          user.name,
          `<h1>${escapeHtml(user.name)}</h1><p class="muted">User id ${escapeHtml(user.id)}</p>`,
        ),
      );
  });

  // For api_token_auth: where a user copies a token to paste into the platform.
  router.get('/account', (_req, res) => {
    res.type('html').send(
      page(
        'Your API token',
        `<h1>Your API token</h1><p>Signed in as ${escapeHtml(DEMO_USER.name)}.</p>
<p>API token: <code data-testid="api-token">${escapeHtml(DEFAULTS.apiToken)}</code></p>
<form method="post" action="/account/api-tokens"><button type="submit">Create a new token</button></form>`,
      ),
    );
  });

  router.post('/account/api-tokens', (_req, res) => {
    const token = state.issueApiToken(DEMO_USER.id);
    res
      .status(201)
      .type('html')
      .send(
        page(
          'New API token',
          `<h1>New API token</h1><p><code data-testid="api-token">${escapeHtml(token)}</code></p>`,
        ),
      );
  });

  return router;
}

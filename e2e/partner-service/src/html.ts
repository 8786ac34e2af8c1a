export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Daybook</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#222}
h1{font-size:1.4rem}button{font-size:1rem;padding:.5rem 1.2rem;margin-right:.5rem}
code{background:#f3f3f3;padding:.1rem .3rem}.muted{color:#666}</style></head>
<body><p class="muted">Daybook · a sample partner service</p>${body}</body></html>`;
}

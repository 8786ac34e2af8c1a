import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  bareMarksIn,
  bareSectionMarks,
  brokenSpecLinks,
  headingAnchors,
  headingSlug,
  specLinksIn,
} from './specLinks';

const root = join(__dirname, '..', '..', '..');
// The specs live beside the repository; a checkout without them can only check the form of the citations.
const shared = join(root, '..', 'shared');
const withSpecs = existsSync(join(shared, 'spec'));
if (!withSpecs) console.warn(`specLinks: ${shared} is absent, so the spec links are not checked against it`);

(withSpecs ? it : it.skip)('links only to documents and headings that exist in ../shared', () => {
  expect(brokenSpecLinks(root, shared)).toEqual([]);
});

it('leaves no bare section mark (RFC citations aside)', () => {
  expect(bareSectionMarks(root)).toEqual([]);
});

describe('anchors as GitHub makes them', () => {
  it('drops punctuation and joins the words with hyphens', () => {
    expect(headingSlug('2.1 Service review page')).toBe('21-service-review-page');
    expect(headingSlug('Trigger field type ids (cascading selects)')).toBe(
      'trigger-field-type-ids-cascading-selects',
    );
    expect(headingSlug('Endpoints (all under `{prefix}/{product}/v1`)')).toBe(
      'endpoints-all-under-prefixproductv1',
    );
    expect(headingSlug('Switchyard — architecture')).toBe('switchyard--architecture');
    expect(headingSlug('OAuth2 (types oauth, oauth_pkce)')).toBe('oauth2-types-oauth-oauth_pkce');
  });

  it('numbers a repeated heading and ignores fenced code', () => {
    const doc = [
      '# Spec',
      '## REST',
      'text',
      '```',
      '# not a heading',
      '```',
      '### REST',
      '## 9. Limits',
    ].join('\n');
    expect(headingAnchors(doc)).toEqual(['spec', 'rest', 'rest-1', '9-limits']);
  });
});

describe('the citations of a file', () => {
  it('finds spec, architecture and protocol links with their line', () => {
    const text = [
      '/** The review page (see spec/review-org-diagnostics.md#21-service-review-page). */',
      '// Limits (ARCHITECTURE.md#3-domains, `../shared/PROTOCOL.md#realtime`); docs/architecture.md#x is ours',
    ].join('\n');
    expect(specLinksIn('a.ts', text)).toEqual([
      { at: 'a.ts:1', document: 'spec/review-org-diagnostics.md', anchor: '21-service-review-page' },
      { at: 'a.ts:2', document: 'ARCHITECTURE.md', anchor: '3-domains' },
      { at: 'a.ts:2', document: 'PROTOCOL.md', anchor: 'realtime' },
    ]);
  });

  it('reports a bare section mark but not an RFC section', () => {
    const mark = '\u00a7';
    const text = [`the code (RFC 6749 ${mark}4.1.3)`, `the review page (${mark}2.1)`].join('\n');
    expect(bareMarksIn('a.ts', text)).toEqual([`a.ts:2: the review page (${mark}2.1)`]);
  });
});

import { MESSAGES } from './serviceGeneral';
import { BLANK, NOT_IN_LIST, TOO_SHORT } from './stepName';
import { NOT_SNAKE_CASE } from './endpointSlug';
import { triggerTypeOf, validateTrigger } from './triggerForm';

const api = {
  trigger_type: 'protocol',
  name: 'New note',
  slug: 'new_note',
  description: 'Fires on a new note.',
};
const feed = {
  trigger_type: 'feed',
  name: 'New note in feed',
  description: 'Fires on a new feed item.',
  feed_url: 'https://notes.acme.example/feed.xml',
};

describe('validateTrigger', () => {
  it('accepts an API trigger, trimmed, and drops a feed URL', () => {
    const { value, errors } = validateTrigger({
      ...api,
      name: ' New note ',
      feed_url: 'https://x.example',
      verbiage: ' ',
    });
    expect(errors).toEqual([]);
    expect(value).toEqual({
      name: 'New note',
      slug: 'new_note',
      description: 'Fires on a new note.',
      verbiage: null,
      feed_url: null,
    });
  });

  it('accepts a feed trigger and drops its slug', () => {
    const { value, errors } = validateTrigger({ ...feed, slug: 'ignored', verbiage: 'new item' });
    expect(errors).toEqual([]);
    expect(value.slug).toBeNull();
    expect(value.feed_url).toBe('https://notes.acme.example/feed.xml');
    expect(value.verbiage).toBe('new item');
  });

  it('requires the API slug: min 4, snake_case beginning with a letter', () => {
    expect(validateTrigger({ ...api, slug: null }).errors).toEqual([{ attribute: 'slug', message: BLANK }]);
    expect(validateTrigger({ ...api, slug: 'new' }).errors).toEqual([
      { attribute: 'slug', message: TOO_SHORT },
    ]);
    expect(validateTrigger({ ...api, slug: 'NewNote' }).errors).toEqual([
      { attribute: 'slug', message: NOT_SNAKE_CASE },
    ]);
  });

  it('requires the feed URL, an http(s) URL', () => {
    expect(validateTrigger({ ...feed, feed_url: '' }).errors).toEqual([
      { attribute: 'feed_url', message: BLANK },
    ]);
    for (const bad of ['notes.acme.example/feed.xml', 'ftp://notes.acme.example/feed', 'https://a b.example'])
      expect(validateTrigger({ ...feed, feed_url: bad }).errors).toEqual([
        { attribute: 'feed_url', message: MESSAGES.url },
      ]);
  });

  it('requires name and description, limits verbiage, and knows only protocol and feed', () => {
    expect(validateTrigger({ ...api, name: ' ', description: '', verbiage: 'v'.repeat(201) }).errors).toEqual(
      [
        { attribute: 'name', message: BLANK },
        { attribute: 'description', message: BLANK },
        { attribute: 'verbiage', message: 'is too long (maximum is 200 characters)' },
      ],
    );
    expect(validateTrigger({ ...api, trigger_type: 'webhook' }).errors).toEqual([
      { attribute: 'trigger_type', message: NOT_IN_LIST },
    ]);
    expect(validateTrigger({ ...api, trigger_type: '' }).errors).toEqual([
      { attribute: 'trigger_type', message: BLANK },
    ]);
  });

  it('infers the type from the feed URL', () => {
    expect(triggerTypeOf({ feed_url: 'https://x.example/feed' })).toBe('feed');
    expect(triggerTypeOf({ feed_url: null })).toBe('protocol');
  });
});

import { BLANK, TOO_SHORT } from '../queries/stepRules';
import {
  actionArguments,
  endpointProblem,
  feedUrlProblem,
  NOT_A_URL,
  NOT_SNAKE_CASE,
  triggerArguments,
  validateAction,
  validateTrigger,
  type TriggerFormValues,
} from './endpointRules';

const api: TriggerFormValues = {
  trigger_type: 'protocol',
  name: 'New forecast',
  slug: 'new_forecast',
  description: 'This Trigger fires when a forecast is published.',
  verbiage: '',
  feed_url: '',
};
const feed: TriggerFormValues = {
  ...api,
  trigger_type: 'feed',
  slug: '',
  feed_url: 'https://acme.example/feed.xml',
};

describe('endpointProblem', () => {
  it.each([
    ['', BLANK],
    ['   ', BLANK],
    ['abc', TOO_SHORT],
    ['1abc', NOT_SNAKE_CASE],
    ['New_forecast', NOT_SNAKE_CASE],
    ['new-forecast', NOT_SNAKE_CASE],
    ['_new', NOT_SNAKE_CASE],
  ])('%j -> %s', (value, problem) => expect(endpointProblem(value)).toBe(problem));

  it.each(['abcd', 'new_forecast', 'v2_items'])('accepts %j', (value) =>
    expect(endpointProblem(value)).toBeUndefined(),
  );
});

describe('feedUrlProblem', () => {
  it.each([
    ['', BLANK],
    ['not a url', NOT_A_URL],
    ['ftp://acme.example/feed', NOT_A_URL],
  ])('%j -> %s', (value, problem) => expect(feedUrlProblem(value)).toBe(problem));

  it('accepts http and https URLs', () => {
    expect(feedUrlProblem('http://acme.example/rss')).toBeUndefined();
    expect(feedUrlProblem('https://acme.example/atom.xml')).toBeUndefined();
  });
});

describe('validateTrigger', () => {
  it('requires the slug of an API trigger and ignores the feed URL', () => {
    expect(validateTrigger(api)).toEqual({});
    expect(validateTrigger({ ...api, slug: '', feed_url: 'bad' })).toEqual({ slug: BLANK });
  });

  it('requires the feed URL of a feed trigger and ignores the slug', () => {
    expect(validateTrigger(feed)).toEqual({});
    expect(validateTrigger({ ...feed, feed_url: 'nope', slug: 'x' })).toEqual({ feed_url: NOT_A_URL });
  });

  it('requires name and description', () => {
    expect(validateTrigger({ ...api, name: ' ', description: '' })).toEqual({
      name: BLANK,
      description: BLANK,
    });
  });
});

describe('validateAction', () => {
  it('requires name, description and a snake_case slug of at least 4', () => {
    expect(validateAction({ name: '', slug: 'ab', description: '', verbiage: '' })).toEqual({
      name: BLANK,
      slug: TOO_SHORT,
      description: BLANK,
    });
    expect(validateAction({ name: 'Post', slug: 'post_note', description: 'Posts.', verbiage: '' })).toEqual(
      {},
    );
  });
});

describe('arguments', () => {
  it('sends no slug for a feed trigger and no feed URL for an API trigger', () => {
    expect(triggerArguments({ ...feed, slug: 'left_over' })).toMatchObject({
      slug: null,
      feed_url: feed.feed_url,
    });
    expect(triggerArguments({ ...api, feed_url: 'https://x.example' })).toMatchObject({
      slug: 'new_forecast',
      feed_url: null,
    });
  });

  it('trims and sends a blank verbiage as null', () => {
    expect(
      actionArguments({ name: ' Post ', slug: 'post_note ', description: 'Posts.', verbiage: '  ' }),
    ).toEqual({
      name: 'Post',
      slug: 'post_note',
      description: 'Posts.',
      verbiage: null,
    });
  });
});

describe("the server's words", () => {
  it('reads the same messages as the REST and GraphQL answers', () => {
    expect(NOT_SNAKE_CASE).toBe(
      'can only contain lowercase letters, numbers and underscores, and must begin with a letter',
    );
    expect(NOT_A_URL).toBe('must be a URL starting with http:// or https://');
    expect(endpointProblem('x'.repeat(101))).toBe('is too long (maximum is 100 characters)');
    expect(validateTrigger({ ...api, name: 'x'.repeat(201) })).toEqual({
      name: 'is too long (maximum is 200 characters)',
    });
  });
});

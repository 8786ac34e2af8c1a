/** The viewer's opinion of the connection as the feedback operations answer it. */
import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { PUBLISHED_ID } from '../testing/fixtures';
import {
  ConnectionFeedbackDocument,
  GiveConnectionFeedbackDocument,
  WithdrawConnectionFeedbackDocument,
} from './operations';

export const opinion = (over: Record<string, unknown> = {}) => ({
  __typename: 'MyAppletFeedback',
  kind: 'connection',
  applet_id: PUBLISHED_ID,
  like: true,
  opinion_code: null,
  opinion_label: null,
  text: null,
  updated_at: '2026-11-28T08:00:00.000Z',
  ...over,
});

type Answer = object | Error | GraphQLError;
const result = (data: Answer) =>
  data instanceof GraphQLError
    ? { result: { errors: [data] } }
    : data instanceof Error
      ? { error: data }
      : { result: { data } };

export const feedbackMock = (stored: object | null | Error = null): MockedResponse => ({
  request: { query: ConnectionFeedbackDocument, variables: { applet_id: PUBLISHED_ID } },
  ...result(stored instanceof Error ? stored : { myAppletFeedback: stored }),
});

export const giveFeedbackMock = (
  input: { like: boolean; opinion_code: string | null; text: string | null },
  answer: Answer,
): MockedResponse => ({
  request: {
    query: GiveConnectionFeedbackDocument,
    variables: { input: { kind: 'connection', applet_id: PUBLISHED_ID, ...input } },
  },
  ...result(answer),
});

export const given = (stored: object | null, errors: { attribute: string; message: string }[] = []) => ({
  giveAppletFeedback: {
    __typename: 'AppletFeedbackPayload',
    feedback: stored,
    errors: errors.map((e) => ({ __typename: 'UserError', ...e })),
  },
});

export const withdrawFeedbackMock = (answer: Answer = { withdrawAppletFeedback: true }): MockedResponse => ({
  request: { query: WithdrawConnectionFeedbackDocument, variables: { applet_id: PUBLISHED_ID } },
  ...result(answer),
});

export const notEnabled = () =>
  new GraphQLError('Connection not found', { extensions: { code: 'NOT_FOUND' } });

import type { renderWithMockedApollo } from '@switchyard/client/testing';
import { GraphQLError } from 'graphql';
import {
  AppletFeedbackDocument,
  GiveAppletFeedbackDocument,
  WithdrawAppletFeedbackDocument,
} from '../gql/graphql';

export type MockedResponse = NonNullable<Parameters<typeof renderWithMockedApollo>[1]['mocks']>[number];

export const APPLET_ID = 'a0000000-0000-4000-8000-000000000001';

export const opinion = (over: Record<string, unknown> = {}) => ({
  __typename: 'MyAppletFeedback',
  kind: 'applet',
  applet_id: APPLET_ID,
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

export const feedbackMock = (stored: object | null | Error): MockedResponse => ({
  request: { query: AppletFeedbackDocument, variables: { applet_id: APPLET_ID } },
  ...result(stored instanceof Error ? stored : { myAppletFeedback: stored }),
});

export const giveMock = (
  input: { like: boolean; opinion_code: string | null; text: string | null },
  answer: Answer,
): MockedResponse => ({
  request: {
    query: GiveAppletFeedbackDocument,
    variables: { input: { kind: 'applet', applet_id: APPLET_ID, ...input } },
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

export const withdrawMock = (answer: Answer = { withdrawAppletFeedback: true }): MockedResponse => ({
  request: { query: WithdrawAppletFeedbackDocument, variables: { applet_id: APPLET_ID } },
  ...result(answer),
});

export const notFound = () => new GraphQLError('Applet not found', { extensions: { code: 'NOT_FOUND' } });

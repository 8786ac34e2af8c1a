// The operations live in enable.graphql and feedback.graphql; codegen types them (pnpm codegen).
export {
  ConnectionFeedbackDocument,
  DisableConnectionDocument,
  EnableConnectionDocument,
  EnablementRunsDocument,
  EnablePageDocument,
  EnableServicesDocument,
  GiveConnectionFeedbackDocument,
  WithdrawConnectionFeedbackDocument,
  type ConnectionOpinionFragment,
} from '../gql/graphql';
import type { EnablementRunsQuery, EnablePageQuery, EnableServicesQuery } from '../gql/graphql';

export type PublishedConnection = NonNullable<EnablePageQuery['publishedConnection']>;
export type PublishedFeature = PublishedConnection['features'][number];
export type PublishedCustomField = PublishedFeature['customFields'][number];
export type PublishedStep = PublishedFeature['steps'][number];
export type PublishedStepField = PublishedStep['fields'][number];
export type PublishedService = PublishedConnection['owner_channel'];
export type Enablement = NonNullable<PublishedConnection['my_enablement']>;
export type ViewerService = EnableServicesQuery['composerChannels'][number];
type RunsEnablement = NonNullable<NonNullable<EnablementRunsQuery['publishedConnection']>['my_enablement']>;
export type FeatureRuns = RunsEnablement['features'][number];
export type Run = NonNullable<FeatureRuns['recent_runs']>[number];

import type { GraphQLResolveInfo } from 'graphql';
import type { TransactionLogMapper } from '../resolvers/mappers';
import type { RequestContext } from '@switchyard/server-kit';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  _FieldSet: { input: unknown; output: unknown; }
};

export type AppletFeedbackCountsEntry = {
  __typename?: 'AppletFeedbackCountsEntry';
  applet_id: Scalars['ID']['output'];
  counts: FeedbackCounts;
};

export type AppletFeedbackInput = {
  applet_id: Scalars['ID']['input'];
  /** applet (an applet of the composer) or connection (a partner's connection the viewer enabled). */
  kind: Scalars['String']['input'];
  like: Scalars['Boolean']['input'];
  /** Thumbs down only: unexpected, not_useful, too_slow or others; left out: no_response. */
  opinion_code?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};

export type AppletFeedbackPayload = {
  __typename?: 'AppletFeedbackPayload';
  errors: Array<UserError>;
  feedback?: Maybe<MyAppletFeedback>;
};

export type ErrorBreakdownItem = {
  __typename?: 'ErrorBreakdownItem';
  count: Scalars['Int']['output'];
  /** e.g. HTTP 500, HTTP 401, timeout */
  kind: Scalars['String']['output'];
  percentage: Scalars['Float']['output'];
};

export type FeedbackAbuseReport = {
  __typename?: 'FeedbackAbuseReport';
  id: Scalars['ID']['output'];
  reported: Scalars['Boolean']['output'];
};

/** Counts for the connection detail screen (spec/connections.md#3-entities-and-their-fields). */
export type FeedbackCounts = {
  __typename?: 'FeedbackCounts';
  dislike: Scalars['Int']['output'];
  like: Scalars['Int']['output'];
  negative_percentage: Scalars['Int']['output'];
  /** Thumbs down by reason: unexpected, no_response and others (every other reason). */
  opinions: FeedbackOpinionCounts;
  /** Rounded percentages of ratings_count (0 when there is none). */
  positive_percentage: Scalars['Int']['output'];
  ratings_count: Scalars['Int']['output'];
};

export type FeedbackOpinionCounts = {
  __typename?: 'FeedbackOpinionCounts';
  no_response: Scalars['Int']['output'];
  others: Scalars['Int']['output'];
  unexpected: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Gives, or changes, the viewer's one opinion of an applet they have (kind "applet") or a
   * connection they enabled (kind "connection"). like false takes an opinion_code (unexpected,
   * not_useful, too_slow, others; none given is no_response) and optional text (at most 1,000
   * characters). Someone who does not have it: NOT_FOUND.
   */
  giveAppletFeedback: AppletFeedbackPayload;
  /** Staff only: hides (or shows again) a feedback item or suggestion from partners. */
  hideFeedback: PlatformFeedbackItem;
  /**
   * Reports a feedback item or suggestion as abusive (type "feedback" or "suggestion"): anyone who
   * may read it. Reporting twice changes nothing.
   */
  reportFeedbackAbuse: FeedbackAbuseReport;
  /** Withdraws the viewer's opinion of an applet or connection (nothing when there is none). */
  withdrawAppletFeedback: Scalars['Boolean']['output'];
};


export type MutationGiveAppletFeedbackArgs = {
  input: AppletFeedbackInput;
};


export type MutationHideFeedbackArgs = {
  hidden: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
  type: Scalars['String']['input'];
};


export type MutationReportFeedbackAbuseArgs = {
  id: Scalars['ID']['input'];
  type: Scalars['String']['input'];
};


export type MutationWithdrawAppletFeedbackArgs = {
  applet_id: Scalars['ID']['input'];
  kind: Scalars['String']['input'];
};

export type MyAppletFeedback = {
  __typename?: 'MyAppletFeedback';
  applet_id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  like: Scalars['Boolean']['output'];
  opinion_code?: Maybe<Scalars['String']['output']>;
  /** What the page shows for opinion_code, e.g. 'Doesn't work as expected'. */
  opinion_label?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  /** ISO 8601; when the opinion was last changed. */
  updated_at: Scalars['String']['output'];
};

/** An applet feedback item or a suggestion. */
export type PlatformFeedbackItem = {
  __typename?: 'PlatformFeedbackItem';
  applet_id?: Maybe<Scalars['ID']['output']>;
  /** Feedback: applet or connection, and its id and name when it was given. */
  applet_kind?: Maybe<Scalars['String']['output']>;
  applet_name?: Maybe<Scalars['String']['output']>;
  /** Feedback: the other service of the applet or connection, beside the one whose page this is. */
  context_channel?: Maybe<Service>;
  /** ISO 8601. */
  created_at: Scalars['String']['output'];
  /** Staff only see hidden items (true). */
  hidden: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Feedback only: thumbs up (true) or down. */
  like?: Maybe<Scalars['Boolean']['output']>;
  /** not_useful, too_slow, unexpected, others or no_response (thumbs down only). */
  opinion_code?: Maybe<Scalars['String']['output']>;
  /** 'Not useful', 'Too slow', "Doesn't work as expected", … */
  opinion_label?: Maybe<Scalars['String']['output']>;
  /** Whether anyone reported it (staff and the reporter's organization see it). */
  reported: Scalars['Boolean']['output'];
  /** Suggestions: the suggested service, applet or protocol. */
  suggestion_name?: Maybe<Scalars['String']['output']>;
  /** Suggestions: service, applet or protocol. */
  suggestion_type?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  /** feedback or suggestion */
  type: Scalars['String']['output'];
  user?: Maybe<User>;
};

/** One page of platform feedback (spec/review-org-diagnostics.md#3-entities-and-their-fields). */
export type PlatformFeedbackPage = {
  __typename?: 'PlatformFeedbackPage';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  items: Array<PlatformFeedbackItem>;
  startCursor?: Maybe<Scalars['String']['output']>;
  total_count: Scalars['Int']['output'];
};

/**
 * The observability domain: transaction logs of the platform's calls to partner services, platform
 * feedback (users' opinions of applets and connections, suggestions), abuse reports, and the rollups
 * the service charts read. Authorization errors are GraphQL errors with extensions.code
 * UNAUTHENTICATED / FORBIDDEN / NOT_FOUND / BAD_USER_INPUT.
 */
export type Query = {
  __typename?: 'Query';
  /**
   * The platform feedback page (spec/review-org-diagnostics.md#29-platform-feedback-page): users'
   * feedback on the applets and connections that use a service, newest first (created_at_desc) or
   * oldest first (created_at_asc); optionally one applet or connection only. Cursor pages: `cursor` is
   * a page's endCursor (direction "next") or startCursor (direction "previous"); `first` at most 100.
   * Members of the service's organization and staff; anybody else: FORBIDDEN. Hidden items are left
   * out except for staff; `reported_only` (staff) lists the reported ones.
   */
  appletFeedback: PlatformFeedbackPage;
  /**
   * Feedback counts of one applet or connection (like, dislike, opinions by reason, percentages):
   * members of an organization owning one of its services, and staff.
   */
  appletFeedbackCounts: FeedbackCounts;
  /**
   * Users' suggestions about a service (spec/review-org-diagnostics.md#76-platform-feedback-graphql):
   * content_type service, applet or protocol ("connection" is read as "applet"). Same order, cursor,
   * direction, first, reported_only and permissions as appletFeedback. service_id null: the
   * suggestions that name no service (sent from the composer's step picker), for staff only (anybody
   * else FORBIDDEN).
   */
  channelSuggestions: PlatformFeedbackPage;
  /**
   * Feedback counts of several applets or connections of one kind at once (at most 100 ids; the
   * partner's applet list's feedback bars). Those the viewer may not read are left out.
   */
  feedbackCountsOf: Array<AppletFeedbackCountsEntry>;
  /**
   * The viewer's current opinion of an applet (kind "applet") or of a connection they enabled (kind
   * "connection"); null when they gave none. Signed in only.
   */
  myAppletFeedback?: Maybe<MyAppletFeedback>;
  /**
   * Service analytics (spec/connections.md#2-screens-and-routes): a service's overview, from the platform's events.
   * Members of the service's organization and staff; anybody else FORBIDDEN (an unknown service too;
   * staff: NOT_FOUND).
   */
  serviceAnalytics: ServiceAnalyticsOverview;
  /**
   * The three charts of a service's diagnostics (spec/review-org-diagnostics.md#210-charts), read from
   * rollups kept as logs arrive: hourly points of the last `points` hours (at most 50). Same
   * permissions as the logs.
   */
  serviceCharts: ServiceCharts;
  /** Usage of each of the service's steps of a type (trigger | query | action), in the service's order. */
  serviceStepMetrics: Array<StepMetric>;
  /** The services a service works with, most combined first (first: 1..100). */
  serviceWorksWithMetrics: Array<WorksWithMetric>;
  /** The logs page's filter options, each list's first option its default (spec 4.9). */
  transactionLogFilters: TransactionLogFilters;
  /**
   * A page of a service's outbound calls, newest first, by service id or module name. Only rows of the
   * viewer's organizations (any for staff); an unknown or foreign service gives an empty page.
   * Filters: request_type "all" or a type; response_status "all" | "success" | "error";
   * timeframe "1d" | "7d" | "30d"; query: free text (at most 200 characters) over the URL, bodies and
   * error. per_page is at most 100. connection_id: only the calls made for that partner connection
   * (its Connect API calls, webhooks and its features' runs: the connection detail screen's API logs).
   */
  transactionLogs: TransactionLogPage;
};


/**
 * The observability domain: transaction logs of the platform's calls to partner services, platform
 * feedback (users' opinions of applets and connections, suggestions), abuse reports, and the rollups
 * the service charts read. Authorization errors are GraphQL errors with extensions.code
 * UNAUTHENTICATED / FORBIDDEN / NOT_FOUND / BAD_USER_INPUT.
 */
export type QueryAppletFeedbackArgs = {
  applet_id?: InputMaybe<Scalars['ID']['input']>;
  cursor?: InputMaybe<Scalars['String']['input']>;
  direction?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<Scalars['String']['input']>;
  reported_only?: InputMaybe<Scalars['Boolean']['input']>;
  service_id: Scalars['ID']['input'];
};


/**
 * The observability domain: transaction logs of the platform's calls to partner services, platform
 * feedback (users' opinions of applets and connections, suggestions), abuse reports, and the rollups
 * the service charts read. Authorization errors are GraphQL errors with extensions.code
 * UNAUTHENTICATED / FORBIDDEN / NOT_FOUND / BAD_USER_INPUT.
 */
export type QueryAppletFeedbackCountsArgs = {
  applet_id: Scalars['ID']['input'];
  kind: Scalars['String']['input'];
};


/**
 * The observability domain: transaction logs of the platform's calls to partner services, platform
 * feedback (users' opinions of applets and connections, suggestions), abuse reports, and the rollups
 * the service charts read. Authorization errors are GraphQL errors with extensions.code
 * UNAUTHENTICATED / FORBIDDEN / NOT_FOUND / BAD_USER_INPUT.
 */
export type QueryChannelSuggestionsArgs = {
  content_type: Scalars['String']['input'];
  cursor?: InputMaybe<Scalars['String']['input']>;
  direction?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<Scalars['String']['input']>;
  reported_only?: InputMaybe<Scalars['Boolean']['input']>;
  service_id?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * The observability domain: transaction logs of the platform's calls to partner services, platform
 * feedback (users' opinions of applets and connections, suggestions), abuse reports, and the rollups
 * the service charts read. Authorization errors are GraphQL errors with extensions.code
 * UNAUTHENTICATED / FORBIDDEN / NOT_FOUND / BAD_USER_INPUT.
 */
export type QueryFeedbackCountsOfArgs = {
  applet_ids: Array<Scalars['ID']['input']>;
  kind: Scalars['String']['input'];
};


/**
 * The observability domain: transaction logs of the platform's calls to partner services, platform
 * feedback (users' opinions of applets and connections, suggestions), abuse reports, and the rollups
 * the service charts read. Authorization errors are GraphQL errors with extensions.code
 * UNAUTHENTICATED / FORBIDDEN / NOT_FOUND / BAD_USER_INPUT.
 */
export type QueryMyAppletFeedbackArgs = {
  applet_id: Scalars['ID']['input'];
  kind: Scalars['String']['input'];
};


/**
 * The observability domain: transaction logs of the platform's calls to partner services, platform
 * feedback (users' opinions of applets and connections, suggestions), abuse reports, and the rollups
 * the service charts read. Authorization errors are GraphQL errors with extensions.code
 * UNAUTHENTICATED / FORBIDDEN / NOT_FOUND / BAD_USER_INPUT.
 */
export type QueryServiceAnalyticsArgs = {
  module_name: Scalars['String']['input'];
};


/**
 * The observability domain: transaction logs of the platform's calls to partner services, platform
 * feedback (users' opinions of applets and connections, suggestions), abuse reports, and the rollups
 * the service charts read. Authorization errors are GraphQL errors with extensions.code
 * UNAUTHENTICATED / FORBIDDEN / NOT_FOUND / BAD_USER_INPUT.
 */
export type QueryServiceChartsArgs = {
  points?: InputMaybe<Scalars['Int']['input']>;
  service_id: Scalars['ID']['input'];
};


/**
 * The observability domain: transaction logs of the platform's calls to partner services, platform
 * feedback (users' opinions of applets and connections, suggestions), abuse reports, and the rollups
 * the service charts read. Authorization errors are GraphQL errors with extensions.code
 * UNAUTHENTICATED / FORBIDDEN / NOT_FOUND / BAD_USER_INPUT.
 */
export type QueryServiceStepMetricsArgs = {
  module_name: Scalars['String']['input'];
  type: Scalars['String']['input'];
};


/**
 * The observability domain: transaction logs of the platform's calls to partner services, platform
 * feedback (users' opinions of applets and connections, suggestions), abuse reports, and the rollups
 * the service charts read. Authorization errors are GraphQL errors with extensions.code
 * UNAUTHENTICATED / FORBIDDEN / NOT_FOUND / BAD_USER_INPUT.
 */
export type QueryServiceWorksWithMetricsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  module_name: Scalars['String']['input'];
};


/**
 * The observability domain: transaction logs of the platform's calls to partner services, platform
 * feedback (users' opinions of applets and connections, suggestions), abuse reports, and the rollups
 * the service charts read. Authorization errors are GraphQL errors with extensions.code
 * UNAUTHENTICATED / FORBIDDEN / NOT_FOUND / BAD_USER_INPUT.
 */
export type QueryTransactionLogsArgs = {
  connection_id?: InputMaybe<Scalars['ID']['input']>;
  module_name?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  per_page?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  request_type?: InputMaybe<Scalars['String']['input']>;
  response_status?: InputMaybe<Scalars['String']['input']>;
  service_id?: InputMaybe<Scalars['ID']['input']>;
  timeframe?: InputMaybe<Scalars['String']['input']>;
};

/** A service of the service-config domain (it resolves the rest: name, brand_color, icon, published). */
export type Service = {
  __typename?: 'Service';
  id: Scalars['ID']['output'];
};

/** A service's analytics overview (issue 38): counts kept from the events of enablements, applets and user connections. */
export type ServiceAnalyticsOverview = {
  __typename?: 'ServiceAnalyticsOverview';
  /** Distinct other services enabled applets and connections combine it with. */
  connected_services: Scalars['Int']['output'];
  /** Users connected to the service (their account at it). */
  connected_users: Scalars['Int']['output'];
  module_name: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The other services with more than 1% of works_with_total, most combined first. */
  top_services: Array<WorksWithMetric>;
  /** Distinct users with at least one enabled applet or connection using the service. */
  users_with_enabled_applets: Scalars['Int']['output'];
  /** All enabled combinations with another service: the whole of the donut. */
  works_with_total: Scalars['Int']['output'];
};

export type ServiceChartPoint = {
  __typename?: 'ServiceChartPoint';
  /** 90th percentile in ms of calls to action endpoints (null: none that hour). */
  action_p90_ms?: Maybe<Scalars['Int']['output']>;
  error_count: Scalars['Int']['output'];
  hour: Scalars['String']['output'];
  /** success / (success + error), or -1 when there was no call that hour. */
  ratio: Scalars['Float']['output'];
  success_count: Scalars['Int']['output'];
  /** 90th percentile in ms of calls to trigger endpoints (null: none that hour). */
  trigger_p90_ms?: Maybe<Scalars['Int']['output']>;
};

/** Chart data of a service (spec/review-org-diagnostics.md#210-charts). */
export type ServiceCharts = {
  __typename?: 'ServiceCharts';
  /** Errors of the same hours by kind, with their share in percent (2 decimals), largest first. */
  error_breakdown: Array<ErrorBreakdownItem>;
  /** The hours of the points, oldest first (ISO 8601 of each hour's start). */
  points: Array<ServiceChartPoint>;
};

export type StepMetric = {
  __typename?: 'StepMetric';
  /** Enabled applets and connections using the step. */
  count: Scalars['Int']['output'];
  module_name: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Distinct users among them. */
  users: Scalars['Int']['output'];
};

export type TransactionLog = {
  __typename?: 'TransactionLog';
  error?: Maybe<Scalars['String']['output']>;
  error_code?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  module_name?: Maybe<Scalars['String']['output']>;
  remote_user_id?: Maybe<Scalars['ID']['output']>;
  request_body?: Maybe<Scalars['String']['output']>;
  request_body_truncated: Scalars['Boolean']['output'];
  request_headers: Array<TransactionLogHeader>;
  request_method: Scalars['String']['output'];
  request_url: Scalars['String']['output'];
  response_body?: Maybe<Scalars['String']['output']>;
  response_body_truncated: Scalars['Boolean']['output'];
  response_headers?: Maybe<Array<TransactionLogHeader>>;
  response_status?: Maybe<Scalars['Int']['output']>;
  service_id?: Maybe<Scalars['ID']['output']>;
  /** Duration in milliseconds. */
  time: Scalars['Int']['output'];
  /** When the call started (ISO 8601). */
  ts: Scalars['String']['output'];
  type: Scalars['String']['output'];
  type_ui_label: Scalars['String']['output'];
  /** Who made the call happen (null for calls without a user, or a user that no longer exists). */
  user?: Maybe<User>;
};

export type TransactionLogFilterOption = {
  __typename?: 'TransactionLogFilterOption';
  /** What the page shows. */
  label: Scalars['String']['output'];
  /** What the transactionLogs argument takes. */
  value: Scalars['String']['output'];
};

export type TransactionLogFilters = {
  __typename?: 'TransactionLogFilters';
  request_types: Array<TransactionLogFilterOption>;
  response_statuses: Array<TransactionLogFilterOption>;
  timeframes: Array<TransactionLogFilterOption>;
};

export type TransactionLogHeader = {
  __typename?: 'TransactionLogHeader';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type TransactionLogPage = {
  __typename?: 'TransactionLogPage';
  data: Array<TransactionLog>;
  page_count: Scalars['Int']['output'];
  /**
   * Whether page_count is a lower bound: counting stops at a cap (see the domain's README, "Logs at
   * scale"), so there are more pages than page_count says.
   */
  page_count_capped: Scalars['Boolean']['output'];
  page_number: Scalars['Int']['output'];
};

/** A user of the identity domain (the gateway resolves login and name). */
export type User = {
  __typename?: 'User';
  id: Scalars['ID']['output'];
};

export type UserError = {
  __typename?: 'UserError';
  attribute: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type WorksWithMetric = {
  __typename?: 'WorksWithMetric';
  brand_color?: Maybe<Scalars['String']['output']>;
  /** Enabled applets and connections combining the two services. */
  count: Scalars['Int']['output'];
  image_url?: Maybe<Scalars['String']['output']>;
  module_name: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** count / works_with_total, 0..1. */
  share: Scalars['Float']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ReferenceResolver<TResult, TReference, TContext> = (
      reference: TReference,
      context: TContext,
      info: GraphQLResolveInfo
    ) => Promise<TResult> | TResult;

      type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
      type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
      type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
      export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };
    

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

/** Mapping of federation types */
export type FederationTypes = {
  User: User;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AppletFeedbackCountsEntry: ResolverTypeWrapper<Partial<AppletFeedbackCountsEntry>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  AppletFeedbackInput: ResolverTypeWrapper<Partial<AppletFeedbackInput>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  AppletFeedbackPayload: ResolverTypeWrapper<Partial<AppletFeedbackPayload>>;
  ErrorBreakdownItem: ResolverTypeWrapper<Partial<ErrorBreakdownItem>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  Float: ResolverTypeWrapper<Partial<Scalars['Float']['output']>>;
  FeedbackAbuseReport: ResolverTypeWrapper<Partial<FeedbackAbuseReport>>;
  FeedbackCounts: ResolverTypeWrapper<Partial<FeedbackCounts>>;
  FeedbackOpinionCounts: ResolverTypeWrapper<Partial<FeedbackOpinionCounts>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyAppletFeedback: ResolverTypeWrapper<Partial<MyAppletFeedback>>;
  PlatformFeedbackItem: ResolverTypeWrapper<Partial<PlatformFeedbackItem>>;
  PlatformFeedbackPage: ResolverTypeWrapper<Partial<PlatformFeedbackPage>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Service: ResolverTypeWrapper<Partial<Service>>;
  ServiceAnalyticsOverview: ResolverTypeWrapper<Partial<ServiceAnalyticsOverview>>;
  ServiceChartPoint: ResolverTypeWrapper<Partial<ServiceChartPoint>>;
  ServiceCharts: ResolverTypeWrapper<Partial<ServiceCharts>>;
  StepMetric: ResolverTypeWrapper<Partial<StepMetric>>;
  TransactionLog: ResolverTypeWrapper<TransactionLogMapper>;
  TransactionLogFilterOption: ResolverTypeWrapper<Partial<TransactionLogFilterOption>>;
  TransactionLogFilters: ResolverTypeWrapper<Partial<TransactionLogFilters>>;
  TransactionLogHeader: ResolverTypeWrapper<Partial<TransactionLogHeader>>;
  TransactionLogPage: ResolverTypeWrapper<Partial<Omit<TransactionLogPage, 'data'> & { data: Array<ResolversTypes['TransactionLog']> }>>;
  User: ResolverTypeWrapper<Partial<User>>;
  UserError: ResolverTypeWrapper<Partial<UserError>>;
  WorksWithMetric: ResolverTypeWrapper<Partial<WorksWithMetric>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AppletFeedbackCountsEntry: Partial<AppletFeedbackCountsEntry>;
  ID: Partial<Scalars['ID']['output']>;
  AppletFeedbackInput: Partial<AppletFeedbackInput>;
  String: Partial<Scalars['String']['output']>;
  Boolean: Partial<Scalars['Boolean']['output']>;
  AppletFeedbackPayload: Partial<AppletFeedbackPayload>;
  ErrorBreakdownItem: Partial<ErrorBreakdownItem>;
  Int: Partial<Scalars['Int']['output']>;
  Float: Partial<Scalars['Float']['output']>;
  FeedbackAbuseReport: Partial<FeedbackAbuseReport>;
  FeedbackCounts: Partial<FeedbackCounts>;
  FeedbackOpinionCounts: Partial<FeedbackOpinionCounts>;
  Mutation: Record<PropertyKey, never>;
  MyAppletFeedback: Partial<MyAppletFeedback>;
  PlatformFeedbackItem: Partial<PlatformFeedbackItem>;
  PlatformFeedbackPage: Partial<PlatformFeedbackPage>;
  Query: Record<PropertyKey, never>;
  Service: Partial<Service>;
  ServiceAnalyticsOverview: Partial<ServiceAnalyticsOverview>;
  ServiceChartPoint: Partial<ServiceChartPoint>;
  ServiceCharts: Partial<ServiceCharts>;
  StepMetric: Partial<StepMetric>;
  TransactionLog: TransactionLogMapper;
  TransactionLogFilterOption: Partial<TransactionLogFilterOption>;
  TransactionLogFilters: Partial<TransactionLogFilters>;
  TransactionLogHeader: Partial<TransactionLogHeader>;
  TransactionLogPage: Partial<Omit<TransactionLogPage, 'data'> & { data: Array<ResolversParentTypes['TransactionLog']> }>;
  User: Partial<User | FederationReferenceTypes['User']>;
  UserError: Partial<UserError>;
  WorksWithMetric: Partial<WorksWithMetric>;
};

export type AppletFeedbackCountsEntryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AppletFeedbackCountsEntry'] = ResolversParentTypes['AppletFeedbackCountsEntry']> = {
  applet_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  counts?: Resolver<ResolversTypes['FeedbackCounts'], ParentType, ContextType>;
};

export type AppletFeedbackPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AppletFeedbackPayload'] = ResolversParentTypes['AppletFeedbackPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  feedback?: Resolver<Maybe<ResolversTypes['MyAppletFeedback']>, ParentType, ContextType>;
};

export type ErrorBreakdownItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ErrorBreakdownItem'] = ResolversParentTypes['ErrorBreakdownItem']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type FeedbackAbuseReportResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FeedbackAbuseReport'] = ResolversParentTypes['FeedbackAbuseReport']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reported?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type FeedbackCountsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FeedbackCounts'] = ResolversParentTypes['FeedbackCounts']> = {
  dislike?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  like?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  negative_percentage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  opinions?: Resolver<ResolversTypes['FeedbackOpinionCounts'], ParentType, ContextType>;
  positive_percentage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ratings_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FeedbackOpinionCountsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FeedbackOpinionCounts'] = ResolversParentTypes['FeedbackOpinionCounts']> = {
  no_response?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  others?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unexpected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  giveAppletFeedback?: Resolver<ResolversTypes['AppletFeedbackPayload'], ParentType, ContextType, RequireFields<MutationGiveAppletFeedbackArgs, 'input'>>;
  hideFeedback?: Resolver<ResolversTypes['PlatformFeedbackItem'], ParentType, ContextType, RequireFields<MutationHideFeedbackArgs, 'hidden' | 'id' | 'type'>>;
  reportFeedbackAbuse?: Resolver<ResolversTypes['FeedbackAbuseReport'], ParentType, ContextType, RequireFields<MutationReportFeedbackAbuseArgs, 'id' | 'type'>>;
  withdrawAppletFeedback?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationWithdrawAppletFeedbackArgs, 'applet_id' | 'kind'>>;
};

export type MyAppletFeedbackResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MyAppletFeedback'] = ResolversParentTypes['MyAppletFeedback']> = {
  applet_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  like?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  opinion_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  opinion_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlatformFeedbackItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlatformFeedbackItem'] = ResolversParentTypes['PlatformFeedbackItem']> = {
  applet_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  applet_kind?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  applet_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  context_channel?: Resolver<Maybe<ResolversTypes['Service']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  like?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  opinion_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  opinion_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reported?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  suggestion_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  suggestion_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type PlatformFeedbackPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlatformFeedbackPage'] = ResolversParentTypes['PlatformFeedbackPage']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['PlatformFeedbackItem']>, ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  appletFeedback?: Resolver<ResolversTypes['PlatformFeedbackPage'], ParentType, ContextType, RequireFields<QueryAppletFeedbackArgs, 'direction' | 'first' | 'order' | 'reported_only' | 'service_id'>>;
  appletFeedbackCounts?: Resolver<ResolversTypes['FeedbackCounts'], ParentType, ContextType, RequireFields<QueryAppletFeedbackCountsArgs, 'applet_id' | 'kind'>>;
  channelSuggestions?: Resolver<ResolversTypes['PlatformFeedbackPage'], ParentType, ContextType, RequireFields<QueryChannelSuggestionsArgs, 'content_type' | 'direction' | 'first' | 'order' | 'reported_only'>>;
  feedbackCountsOf?: Resolver<Array<ResolversTypes['AppletFeedbackCountsEntry']>, ParentType, ContextType, RequireFields<QueryFeedbackCountsOfArgs, 'applet_ids' | 'kind'>>;
  myAppletFeedback?: Resolver<Maybe<ResolversTypes['MyAppletFeedback']>, ParentType, ContextType, RequireFields<QueryMyAppletFeedbackArgs, 'applet_id' | 'kind'>>;
  serviceAnalytics?: Resolver<ResolversTypes['ServiceAnalyticsOverview'], ParentType, ContextType, RequireFields<QueryServiceAnalyticsArgs, 'module_name'>>;
  serviceCharts?: Resolver<ResolversTypes['ServiceCharts'], ParentType, ContextType, RequireFields<QueryServiceChartsArgs, 'points' | 'service_id'>>;
  serviceStepMetrics?: Resolver<Array<ResolversTypes['StepMetric']>, ParentType, ContextType, RequireFields<QueryServiceStepMetricsArgs, 'module_name' | 'type'>>;
  serviceWorksWithMetrics?: Resolver<Array<ResolversTypes['WorksWithMetric']>, ParentType, ContextType, RequireFields<QueryServiceWorksWithMetricsArgs, 'first' | 'module_name'>>;
  transactionLogFilters?: Resolver<ResolversTypes['TransactionLogFilters'], ParentType, ContextType>;
  transactionLogs?: Resolver<ResolversTypes['TransactionLogPage'], ParentType, ContextType, RequireFields<QueryTransactionLogsArgs, 'page' | 'per_page' | 'request_type' | 'response_status' | 'timeframe'>>;
};

export type ServiceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Service'] = ResolversParentTypes['Service']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ServiceAnalyticsOverviewResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ServiceAnalyticsOverview'] = ResolversParentTypes['ServiceAnalyticsOverview']> = {
  connected_services?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  connected_users?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  module_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  top_services?: Resolver<Array<ResolversTypes['WorksWithMetric']>, ParentType, ContextType>;
  users_with_enabled_applets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  works_with_total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ServiceChartPointResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ServiceChartPoint'] = ResolversParentTypes['ServiceChartPoint']> = {
  action_p90_ms?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  error_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ratio?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  success_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trigger_p90_ms?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ServiceChartsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ServiceCharts'] = ResolversParentTypes['ServiceCharts']> = {
  error_breakdown?: Resolver<Array<ResolversTypes['ErrorBreakdownItem']>, ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['ServiceChartPoint']>, ParentType, ContextType>;
};

export type StepMetricResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StepMetric'] = ResolversParentTypes['StepMetric']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  module_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  users?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TransactionLogResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TransactionLog'] = ResolversParentTypes['TransactionLog']> = {
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  module_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remote_user_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  request_body?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  request_body_truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  request_headers?: Resolver<Array<ResolversTypes['TransactionLogHeader']>, ParentType, ContextType>;
  request_method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  request_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  response_body?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  response_body_truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  response_headers?: Resolver<Maybe<Array<ResolversTypes['TransactionLogHeader']>>, ParentType, ContextType>;
  response_status?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  service_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  time?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ts?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type_ui_label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type TransactionLogFilterOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TransactionLogFilterOption'] = ResolversParentTypes['TransactionLogFilterOption']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TransactionLogFiltersResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TransactionLogFilters'] = ResolversParentTypes['TransactionLogFilters']> = {
  request_types?: Resolver<Array<ResolversTypes['TransactionLogFilterOption']>, ParentType, ContextType>;
  response_statuses?: Resolver<Array<ResolversTypes['TransactionLogFilterOption']>, ParentType, ContextType>;
  timeframes?: Resolver<Array<ResolversTypes['TransactionLogFilterOption']>, ParentType, ContextType>;
};

export type TransactionLogHeaderResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TransactionLogHeader'] = ResolversParentTypes['TransactionLogHeader']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TransactionLogPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TransactionLogPage'] = ResolversParentTypes['TransactionLogPage']> = {
  data?: Resolver<Array<ResolversTypes['TransactionLog']>, ParentType, ContextType>;
  page_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page_count_capped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  page_number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserErrorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  attribute?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WorksWithMetricResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WorksWithMetric'] = ResolversParentTypes['WorksWithMetric']> = {
  brand_color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  module_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  share?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  AppletFeedbackCountsEntry?: AppletFeedbackCountsEntryResolvers<ContextType>;
  AppletFeedbackPayload?: AppletFeedbackPayloadResolvers<ContextType>;
  ErrorBreakdownItem?: ErrorBreakdownItemResolvers<ContextType>;
  FeedbackAbuseReport?: FeedbackAbuseReportResolvers<ContextType>;
  FeedbackCounts?: FeedbackCountsResolvers<ContextType>;
  FeedbackOpinionCounts?: FeedbackOpinionCountsResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyAppletFeedback?: MyAppletFeedbackResolvers<ContextType>;
  PlatformFeedbackItem?: PlatformFeedbackItemResolvers<ContextType>;
  PlatformFeedbackPage?: PlatformFeedbackPageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Service?: ServiceResolvers<ContextType>;
  ServiceAnalyticsOverview?: ServiceAnalyticsOverviewResolvers<ContextType>;
  ServiceChartPoint?: ServiceChartPointResolvers<ContextType>;
  ServiceCharts?: ServiceChartsResolvers<ContextType>;
  StepMetric?: StepMetricResolvers<ContextType>;
  TransactionLog?: TransactionLogResolvers<ContextType>;
  TransactionLogFilterOption?: TransactionLogFilterOptionResolvers<ContextType>;
  TransactionLogFilters?: TransactionLogFiltersResolvers<ContextType>;
  TransactionLogHeader?: TransactionLogHeaderResolvers<ContextType>;
  TransactionLogPage?: TransactionLogPageResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  WorksWithMetric?: WorksWithMetricResolvers<ContextType>;
};


import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ServiceMapper, ReviewBaseMapper, ReviewQueueItemMapper } from '../resolvers/mappers';
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
  JSON: { input: unknown; output: unknown; }
  _FieldSet: { input: unknown; output: unknown; }
};

export type EmbeddedRedirectsPayload = {
  __typename?: 'EmbeddedRedirectsPayload';
  errors: Array<UserError>;
  redirects?: Maybe<Array<Scalars['String']['output']>>;
};

/**
 * A note of the review team on one field (see "Feedback note" in
 * spec/review-org-diagnostics.md#3-entities-and-their-fields).
 */
export type FeedbackNote = {
  __typename?: 'FeedbackNote';
  feedback: Scalars['String']['output'];
  /** Which field: a path of channel and field identifiers. */
  feedback_path: Scalars['String']['output'];
  from_review_team: Scalars['Boolean']['output'];
  /** Its position among the notes of its path, oldest first (what DELETE …/feedbacks/{index} names). */
  index: Scalars['Int']['output'];
  /** ISO 8601. */
  time: Scalars['String']['output'];
  username: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Replaces the service's embedded redirect URIs (see
   * spec/review-org-diagnostics.md#74-redirect-uris-and-organization-graphql: a list in, a list out). Members of
   * its organization only, and not while published; an entry that is not an address is refused with 'The URL
   * “{value}” is invalid' on redirects, and nothing is saved.
   */
  updateEmbeddedRedirects: EmbeddedRedirectsPayload;
};


export type MutationUpdateEmbeddedRedirectsArgs = {
  module_name: Scalars['String']['input'];
  redirects: Array<Scalars['String']['input']>;
};

/**
 * The review domain: review status and publication of services (see
 * spec/review-org-diagnostics.md#2-screens-and-routes).
 * Authorization errors are GraphQL errors with extensions.code UNAUTHENTICATED.
 */
export type Query = {
  __typename?: 'Query';
  /** Services in review, oldest submission first: the review team's and staff's queue (empty for anyone else). */
  reviewQueue: Array<ReviewQueueItem>;
};

export type ReviewBase = {
  __typename?: 'ReviewBase';
  diffs: Array<ReviewChangeRecord>;
  /** The configuration compared with, in the shape of ServiceReview.current. */
  original_channel: Scalars['JSON']['output'];
  /** ISO 8601: when it was taken. */
  taken_at: Scalars['String']['output'];
};

export type ReviewChangeData = {
  __typename?: 'ReviewChangeData';
  from?: Maybe<Scalars['JSON']['output']>;
  property: Scalars['String']['output'];
};

/** A change (service-config "Review change record"): where, what happened and what it was before. */
export type ReviewChangeRecord = {
  __typename?: 'ReviewChangeRecord';
  data?: Maybe<ReviewChangeData>;
  /** create, update, delete or reorder */
  event: Scalars['String']['output'];
  path: Scalars['String']['output'];
};

export type ReviewChanges = {
  __typename?: 'ReviewChanges';
  /** Against the configuration submitted at the last completed review; null when there is none. */
  from_last_review?: Maybe<ReviewBase>;
  /** Against the published version (the original's, for a staging clone); null when there is none. */
  from_published?: Maybe<ReviewBase>;
};

export type ReviewProgress = {
  __typename?: 'ReviewProgress';
  failed_tests: Array<Scalars['String']['output']>;
  passing: Scalars['Int']['output'];
};

export type ReviewQueueItem = {
  __typename?: 'ReviewQueueItem';
  module_name: Scalars['String']['output'];
  /** The review team members and staff assigned to it, first assigned first. */
  reviewers: Array<Reviewer>;
  service: Service;
  /** ISO 8601: when it entered review. */
  submitted_at: Scalars['String']['output'];
  /** Whether the viewer is one of them ('Unassign' rather than 'Assign yourself'). */
  viewer_is_reviewer: Scalars['Boolean']['output'];
};

export type ReviewTestResult = {
  __typename?: 'ReviewTestResult';
  failed: Scalars['Boolean']['output'];
  /** ISO 8601: when the run finished. */
  timestamp: Scalars['String']['output'];
};

/**
 * A reviewer assigned to a service (spec/connections.md#2-screens-and-routes, "Reviewer assignment").
 * They assign and unassign themselves with PATCH /services/{slug}/reviewers/add and …/remove.
 */
export type Reviewer = {
  __typename?: 'Reviewer';
  /** ISO 8601. */
  assigned_at: Scalars['String']['output'];
  /** The user's id. */
  id: Scalars['ID']['output'];
  login: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type Service = {
  __typename?: 'Service';
  /** Embedded redirect URIs, one per entry (members, the review team and staff; empty otherwise). */
  embedded_redirects?: Maybe<Array<Scalars['String']['output']>>;
  /** Feedback notes on the service's fields (members, the review team and staff read them; empty otherwise). */
  feedbacks?: Maybe<Array<FeedbackNote>>;
  id: Scalars['ID']['output'];
  /**
   * The review page's data (see "Review" in spec/review-org-diagnostics.md#3-entities-and-their-fields): the
   * configuration as review keeps it, its changes from the published version and from the last review, the
   * latest endpoint test and the submission progress. Members, the review team and staff; null otherwise.
   */
  review?: Maybe<ServiceReview>;
  /** The transitions the viewer may make now (staff: every one the status offers; members: start). */
  review_actions?: Maybe<Array<Scalars['String']['output']>>;
  /** Whether the service is published, as review decided it. */
  review_published?: Maybe<Scalars['Boolean']['output']>;
  /**
   * 0 in development, 1 in review, 2 passed review; null when the review domain has not seen the
   * service yet, or for someone outside its organization (staff and the review team see every one).
   */
  review_status?: Maybe<Scalars['Int']['output']>;
  /** 'In development', 'In review', 'Passed review' or 'Published'. */
  review_status_label?: Maybe<Scalars['String']['output']>;
  /**
   * The reviewers assigned to the service, first assigned first (the review team and staff; empty for
   * anyone else).
   */
  reviewers: Array<Reviewer>;
  /**
   * Applet defaults (see spec/review-org-diagnostics.md#24-applet-defaults-page): every stencil of every trigger
   * with an endpoint (or of one trigger), with its saved value ('' when none). Members, the review team and
   * staff; empty otherwise.
   */
  stencils?: Maybe<Array<Stencil>>;
  /** Whether the viewer is assigned to review it (false for anyone but the review team and staff). */
  viewer_is_reviewer: Scalars['Boolean']['output'];
};


export type ServiceStencilsArgs = {
  trigger_id?: InputMaybe<Scalars['ID']['input']>;
};

export type ServiceReview = {
  __typename?: 'ServiceReview';
  changes: ReviewChanges;
  /** The configuration now: {properties, lists: {triggers, queries, actions}}, items keyed by slug. */
  current: Scalars['JSON']['output'];
  most_recent_endpoint_test_result?: Maybe<ReviewTestResult>;
  progress: ReviewProgress;
};

/**
 * An applet default (see "Stencil" in spec/review-org-diagnostics.md#3-entities-and-their-fields): what an
 * applet built on the trigger starts with.
 */
export type Stencil = {
  __typename?: 'Stencil';
  /** The trigger's endpoint (its slug). */
  endpoint: Scalars['String']['output'];
  example: Scalars['String']['output'];
  icon: Scalars['String']['output'];
  label: Scalars['String']['output'];
  /** The group, e.g. 'Send a notification'. */
  name: Scalars['String']['output'];
  note: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  trigger_id: Scalars['ID']['output'];
  value: Scalars['String']['output'];
};

export type UserError = {
  __typename?: 'UserError';
  attribute: Scalars['String']['output'];
  message: Scalars['String']['output'];
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
  Service: Service;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Service:
    ( { __typename: 'Service' }
    & GraphQLRecursivePick<FederationTypes['Service'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  EmbeddedRedirectsPayload: ResolverTypeWrapper<Partial<EmbeddedRedirectsPayload>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
  FeedbackNote: ResolverTypeWrapper<Partial<FeedbackNote>>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  JSON: ResolverTypeWrapper<Partial<Scalars['JSON']['output']>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReviewBase: ResolverTypeWrapper<ReviewBaseMapper>;
  ReviewChangeData: ResolverTypeWrapper<Partial<ReviewChangeData>>;
  ReviewChangeRecord: ResolverTypeWrapper<Partial<ReviewChangeRecord>>;
  ReviewChanges: ResolverTypeWrapper<Partial<Omit<ReviewChanges, 'from_last_review' | 'from_published'> & { from_last_review?: Maybe<ResolversTypes['ReviewBase']>, from_published?: Maybe<ResolversTypes['ReviewBase']> }>>;
  ReviewProgress: ResolverTypeWrapper<Partial<ReviewProgress>>;
  ReviewQueueItem: ResolverTypeWrapper<ReviewQueueItemMapper>;
  ReviewTestResult: ResolverTypeWrapper<Partial<ReviewTestResult>>;
  Reviewer: ResolverTypeWrapper<Partial<Reviewer>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  Service: ResolverTypeWrapper<ServiceMapper>;
  ServiceReview: ResolverTypeWrapper<Partial<Omit<ServiceReview, 'changes'> & { changes: ResolversTypes['ReviewChanges'] }>>;
  Stencil: ResolverTypeWrapper<Partial<Stencil>>;
  UserError: ResolverTypeWrapper<Partial<UserError>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  EmbeddedRedirectsPayload: Partial<EmbeddedRedirectsPayload>;
  String: Partial<Scalars['String']['output']>;
  FeedbackNote: Partial<FeedbackNote>;
  Boolean: Partial<Scalars['Boolean']['output']>;
  Int: Partial<Scalars['Int']['output']>;
  JSON: Partial<Scalars['JSON']['output']>;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  ReviewBase: ReviewBaseMapper;
  ReviewChangeData: Partial<ReviewChangeData>;
  ReviewChangeRecord: Partial<ReviewChangeRecord>;
  ReviewChanges: Partial<Omit<ReviewChanges, 'from_last_review' | 'from_published'> & { from_last_review?: Maybe<ResolversParentTypes['ReviewBase']>, from_published?: Maybe<ResolversParentTypes['ReviewBase']> }>;
  ReviewProgress: Partial<ReviewProgress>;
  ReviewQueueItem: ReviewQueueItemMapper;
  ReviewTestResult: Partial<ReviewTestResult>;
  Reviewer: Partial<Reviewer>;
  ID: Partial<Scalars['ID']['output']>;
  Service: ServiceMapper;
  ServiceReview: Partial<Omit<ServiceReview, 'changes'> & { changes: ResolversParentTypes['ReviewChanges'] }>;
  Stencil: Partial<Stencil>;
  UserError: Partial<UserError>;
};

export type EmbeddedRedirectsPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EmbeddedRedirectsPayload'] = ResolversParentTypes['EmbeddedRedirectsPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  redirects?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
};

export type FeedbackNoteResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FeedbackNote'] = ResolversParentTypes['FeedbackNote']> = {
  feedback?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feedback_path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from_review_team?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  updateEmbeddedRedirects?: Resolver<ResolversTypes['EmbeddedRedirectsPayload'], ParentType, ContextType, RequireFields<MutationUpdateEmbeddedRedirectsArgs, 'module_name' | 'redirects'>>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  reviewQueue?: Resolver<Array<ResolversTypes['ReviewQueueItem']>, ParentType, ContextType>;
};

export type ReviewBaseResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReviewBase'] = ResolversParentTypes['ReviewBase']> = {
  diffs?: Resolver<Array<ResolversTypes['ReviewChangeRecord']>, ParentType, ContextType>;
  original_channel?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  taken_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReviewChangeDataResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReviewChangeData'] = ResolversParentTypes['ReviewChangeData']> = {
  from?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  property?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReviewChangeRecordResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReviewChangeRecord'] = ResolversParentTypes['ReviewChangeRecord']> = {
  data?: Resolver<Maybe<ResolversTypes['ReviewChangeData']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReviewChangesResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReviewChanges'] = ResolversParentTypes['ReviewChanges']> = {
  from_last_review?: Resolver<Maybe<ResolversTypes['ReviewBase']>, ParentType, ContextType>;
  from_published?: Resolver<Maybe<ResolversTypes['ReviewBase']>, ParentType, ContextType>;
};

export type ReviewProgressResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReviewProgress'] = ResolversParentTypes['ReviewProgress']> = {
  failed_tests?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  passing?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReviewQueueItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReviewQueueItem'] = ResolversParentTypes['ReviewQueueItem']> = {
  module_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reviewers?: Resolver<Array<ResolversTypes['Reviewer']>, ParentType, ContextType>;
  service?: Resolver<ResolversTypes['Service'], ParentType, ContextType>;
  submitted_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewer_is_reviewer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ReviewTestResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReviewTestResult'] = ResolversParentTypes['ReviewTestResult']> = {
  failed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReviewerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Reviewer'] = ResolversParentTypes['Reviewer']> = {
  assigned_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  login?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ServiceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Service'] = ResolversParentTypes['Service'], FederationReferenceType extends FederationReferenceTypes['Service'] = FederationReferenceTypes['Service']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Service']> | FederationReferenceType, FederationReferenceType, ContextType>;
  embedded_redirects?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  feedbacks?: Resolver<Maybe<Array<ResolversTypes['FeedbackNote']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  review?: Resolver<Maybe<ResolversTypes['ServiceReview']>, ParentType, ContextType>;
  review_actions?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  review_published?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  review_status?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  review_status_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewers?: Resolver<Array<ResolversTypes['Reviewer']>, ParentType, ContextType>;
  stencils?: Resolver<Maybe<Array<ResolversTypes['Stencil']>>, ParentType, ContextType, Partial<ServiceStencilsArgs>>;
  viewer_is_reviewer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ServiceReviewResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ServiceReview'] = ResolversParentTypes['ServiceReview']> = {
  changes?: Resolver<ResolversTypes['ReviewChanges'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  most_recent_endpoint_test_result?: Resolver<Maybe<ResolversTypes['ReviewTestResult']>, ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['ReviewProgress'], ParentType, ContextType>;
};

export type StencilResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Stencil'] = ResolversParentTypes['Stencil']> = {
  endpoint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  example?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trigger_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserErrorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  attribute?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  EmbeddedRedirectsPayload?: EmbeddedRedirectsPayloadResolvers<ContextType>;
  FeedbackNote?: FeedbackNoteResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReviewBase?: ReviewBaseResolvers<ContextType>;
  ReviewChangeData?: ReviewChangeDataResolvers<ContextType>;
  ReviewChangeRecord?: ReviewChangeRecordResolvers<ContextType>;
  ReviewChanges?: ReviewChangesResolvers<ContextType>;
  ReviewProgress?: ReviewProgressResolvers<ContextType>;
  ReviewQueueItem?: ReviewQueueItemResolvers<ContextType>;
  ReviewTestResult?: ReviewTestResultResolvers<ContextType>;
  Reviewer?: ReviewerResolvers<ContextType>;
  Service?: ServiceResolvers<ContextType>;
  ServiceReview?: ServiceReviewResolvers<ContextType>;
  Stencil?: StencilResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
};


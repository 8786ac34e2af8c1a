import type { GraphQLResolveInfo } from 'graphql';
import type { AppletMapper, AppletRunMapper, TriggerCheckMapper, HeldRunsMapper, TriggerFloodHoldMapper, ServiceMapper } from '../resolvers/mappers';
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

/**
 * The engine adds to the composer's applets what ran: the viewer's recent runs, each with its steps,
 * and how their trigger was last checked. A viewer sees only their own runs.
 */
export type Applet = {
  __typename?: 'Applet';
  /** The viewer's runs of this applet the flood guard holds; null when none is (or signed out). */
  held_runs?: Maybe<HeldRuns>;
  id: Scalars['ID']['output'];
  /** The viewer's runs of this applet, newest first (at most 50). */
  recent_runs?: Maybe<Array<AppletRun>>;
  /** The viewer's trigger checks; null when the applet is not on for them. */
  trigger_check?: Maybe<TriggerCheck>;
};


/**
 * The engine adds to the composer's applets what ran: the viewer's recent runs, each with its steps,
 * and how their trigger was last checked. A viewer sees only their own runs.
 */
export type AppletRecent_RunsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type AppletRun = {
  __typename?: 'AppletRun';
  /** ISO 8601: when the trigger item arrived. */
  created_at: Scalars['String']['output'];
  /** Why the run failed or was cancelled. */
  error?: Maybe<Scalars['String']['output']>;
  finished_at?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The trigger item's meta.id. */
  item_id?: Maybe<Scalars['String']['output']>;
  /** While waiting: when the actions run. */
  resume_at?: Maybe<Scalars['String']['output']>;
  /**
   * held (past the flood guard's caps, until the user runs or discards them) | queued | running |
   * waiting (the delay) | succeeded | skipped | failed | cancelled
   */
  status: Scalars['String']['output'];
  /** The steps that ran, in order: query:{i}, filter, action:{i} (the composer's AppletStep.key). */
  steps: Array<AppletRunStep>;
};

export type AppletRunStep = {
  __typename?: 'AppletRunStep';
  attempts: Scalars['Int']['output'];
  /** Milliseconds over every attempt. */
  duration_ms: Scalars['Int']['output'];
  /** Why it failed, was skipped, or is retried. */
  error?: Maybe<Scalars['String']['output']>;
  key: Scalars['String']['output'];
  /** succeeded | skipped | failed | retrying */
  status: Scalars['String']['output'];
};

/**
 * A user's enabled connection feature (the connections domain's), which the engine runs as an applet
 * under its id: the viewer's runs and trigger checks, as for an applet.
 */
export type ConnectionEnablementFeature = {
  __typename?: 'ConnectionEnablementFeature';
  /** The viewer's runs of this feature the flood guard holds; null when none is. */
  held_runs?: Maybe<HeldRuns>;
  id: Scalars['ID']['output'];
  /** The viewer's runs of this feature, newest first (at most 50). */
  recent_runs?: Maybe<Array<AppletRun>>;
  /** The viewer's trigger checks; null when the feature is not running for them. */
  trigger_check?: Maybe<TriggerCheck>;
};


/**
 * A user's enabled connection feature (the connections domain's), which the engine runs as an applet
 * under its id: the viewer's runs and trigger checks, as for an applet.
 */
export type ConnectionEnablementFeatureRecent_RunsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * New trigger items the flood guard holds for the viewer: more than an applet runs from one check
 * (RUN_CAP_PER_CHECK) or in a minute (RUN_CAP_PER_MINUTE) arrived, and every newer item waits behind
 * them. They run when the viewer says "Run them", or are discarded.
 */
export type HeldRuns = {
  __typename?: 'HeldRuns';
  count: Scalars['Int']['output'];
  /** ISO 8601: when the newest held item arrived. */
  newest_at: Scalars['String']['output'];
  /** ISO 8601: when the oldest held item arrived. */
  oldest_at: Scalars['String']['output'];
  /** Why, in plain words. */
  reason: Scalars['String']['output'];
};

export type HeldRunsPayload = {
  __typename?: 'HeldRunsPayload';
  errors: Array<UserError>;
  /** What is held after the change (null when none is). */
  held_runs?: Maybe<HeldRuns>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * "Discard them": the viewer's held runs of this applet are cancelled ("Discarded: you chose not to
   * run these held items."). The same rules as runHeldRuns.
   */
  discardHeldRuns: HeldRunsPayload;
  /**
   * "Run them": the viewer's held runs of this applet (or connection feature) are queued, oldest
   * first, and run in trigger order; they are not held again. The viewer's own runs only: an applet
   * they do not have is NOT_FOUND and nothing changes; none held is an error on applet_id.
   */
  runHeldRuns: HeldRunsPayload;
};


export type MutationDiscardHeldRunsArgs = {
  applet_id: Scalars['ID']['input'];
};


export type MutationRunHeldRunsArgs = {
  applet_id: Scalars['ID']['input'];
};

/** The engine adds to a partner's service the triggers whose runs its flood guard held. */
export type Service = {
  __typename?: 'Service';
  /**
   * The service's triggers whose applets' runs were held in the last 7 days (more new items than an
   * applet runs from one check or in a minute, most often a trigger that gives the same item a new
   * meta.id on every request), most recent first. Members of the service's organization only; empty
   * for anyone else.
   */
  flood_holds: Array<TriggerFloodHold>;
  id: Scalars['ID']['output'];
};

export type TriggerCheck = {
  __typename?: 'TriggerCheck';
  /** ISO 8601, or null before the first check. */
  last_checked_at?: Maybe<Scalars['String']['output']>;
  /** What went wrong at the last check (or what it skipped). */
  last_error?: Maybe<Scalars['String']['output']>;
  next_check_at?: Maybe<Scalars['String']['output']>;
  /**
   * New items a check found but did not run, since the applet was on: more than one check runs (500)
   * arrived between two checks, and the oldest were skipped. 0 when none was.
   */
  skipped_items: Scalars['Int']['output'];
};

export type TriggerFloodHold = {
  __typename?: 'TriggerFloodHold';
  /** Trigger checks that held runs. */
  checks: Scalars['Int']['output'];
  /** Runs held over the 7 days. */
  held_runs: Scalars['Int']['output'];
  /** ISO 8601: the last time. */
  last_held_at: Scalars['String']['output'];
  /** The trigger's module name. */
  trigger_module_name: Scalars['String']['output'];
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
  Applet: Applet;
  ConnectionEnablementFeature: ConnectionEnablementFeature;
  Service: Service;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Applet:
    ( { __typename: 'Applet' }
    & GraphQLRecursivePick<FederationTypes['Applet'], {"id":true}> );
  ConnectionEnablementFeature:
    ( { __typename: 'ConnectionEnablementFeature' }
    & GraphQLRecursivePick<FederationTypes['ConnectionEnablementFeature'], {"id":true}> );
  Service:
    ( { __typename: 'Service' }
    & GraphQLRecursivePick<FederationTypes['Service'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Applet: ResolverTypeWrapper<AppletMapper>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  AppletRun: ResolverTypeWrapper<AppletRunMapper>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
  AppletRunStep: ResolverTypeWrapper<Partial<AppletRunStep>>;
  ConnectionEnablementFeature: ResolverTypeWrapper<Partial<Omit<ConnectionEnablementFeature, 'held_runs' | 'recent_runs' | 'trigger_check'> & { held_runs?: Maybe<ResolversTypes['HeldRuns']>, recent_runs?: Maybe<Array<ResolversTypes['AppletRun']>>, trigger_check?: Maybe<ResolversTypes['TriggerCheck']> }>>;
  HeldRuns: ResolverTypeWrapper<HeldRunsMapper>;
  HeldRunsPayload: ResolverTypeWrapper<Partial<Omit<HeldRunsPayload, 'held_runs'> & { held_runs?: Maybe<ResolversTypes['HeldRuns']> }>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Service: ResolverTypeWrapper<ServiceMapper>;
  TriggerCheck: ResolverTypeWrapper<TriggerCheckMapper>;
  TriggerFloodHold: ResolverTypeWrapper<TriggerFloodHoldMapper>;
  UserError: ResolverTypeWrapper<Partial<UserError>>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Applet: AppletMapper;
  ID: Partial<Scalars['ID']['output']>;
  Int: Partial<Scalars['Int']['output']>;
  AppletRun: AppletRunMapper;
  String: Partial<Scalars['String']['output']>;
  AppletRunStep: Partial<AppletRunStep>;
  ConnectionEnablementFeature: Partial<Omit<ConnectionEnablementFeature, 'held_runs' | 'recent_runs' | 'trigger_check'> & { held_runs?: Maybe<ResolversParentTypes['HeldRuns']>, recent_runs?: Maybe<Array<ResolversParentTypes['AppletRun']>>, trigger_check?: Maybe<ResolversParentTypes['TriggerCheck']> } | FederationReferenceTypes['ConnectionEnablementFeature']>;
  HeldRuns: HeldRunsMapper;
  HeldRunsPayload: Partial<Omit<HeldRunsPayload, 'held_runs'> & { held_runs?: Maybe<ResolversParentTypes['HeldRuns']> }>;
  Mutation: Record<PropertyKey, never>;
  Service: ServiceMapper;
  TriggerCheck: TriggerCheckMapper;
  TriggerFloodHold: TriggerFloodHoldMapper;
  UserError: Partial<UserError>;
  Boolean: Partial<Scalars['Boolean']['output']>;
};

export type AppletResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Applet'] = ResolversParentTypes['Applet'], FederationReferenceType extends FederationReferenceTypes['Applet'] = FederationReferenceTypes['Applet']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Applet']> | FederationReferenceType, FederationReferenceType, ContextType>;
  held_runs?: Resolver<Maybe<ResolversTypes['HeldRuns']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recent_runs?: Resolver<Maybe<Array<ResolversTypes['AppletRun']>>, ParentType, ContextType, RequireFields<AppletRecent_RunsArgs, 'first'>>;
  trigger_check?: Resolver<Maybe<ResolversTypes['TriggerCheck']>, ParentType, ContextType>;
};

export type AppletRunResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AppletRun'] = ResolversParentTypes['AppletRun']> = {
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finished_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  item_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resume_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['AppletRunStep']>, ParentType, ContextType>;
};

export type AppletRunStepResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AppletRunStep'] = ResolversParentTypes['AppletRunStep']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  duration_ms?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConnectionEnablementFeatureResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConnectionEnablementFeature'] = ResolversParentTypes['ConnectionEnablementFeature'], FederationReferenceType extends FederationReferenceTypes['ConnectionEnablementFeature'] = FederationReferenceTypes['ConnectionEnablementFeature']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['ConnectionEnablementFeature']> | FederationReferenceType, FederationReferenceType, ContextType>;
  held_runs?: Resolver<Maybe<ResolversTypes['HeldRuns']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recent_runs?: Resolver<Maybe<Array<ResolversTypes['AppletRun']>>, ParentType, ContextType, RequireFields<ConnectionEnablementFeatureRecent_RunsArgs, 'first'>>;
  trigger_check?: Resolver<Maybe<ResolversTypes['TriggerCheck']>, ParentType, ContextType>;
};

export type HeldRunsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HeldRuns'] = ResolversParentTypes['HeldRuns']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newest_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oldest_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HeldRunsPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HeldRunsPayload'] = ResolversParentTypes['HeldRunsPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  held_runs?: Resolver<Maybe<ResolversTypes['HeldRuns']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  discardHeldRuns?: Resolver<ResolversTypes['HeldRunsPayload'], ParentType, ContextType, RequireFields<MutationDiscardHeldRunsArgs, 'applet_id'>>;
  runHeldRuns?: Resolver<ResolversTypes['HeldRunsPayload'], ParentType, ContextType, RequireFields<MutationRunHeldRunsArgs, 'applet_id'>>;
};

export type ServiceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Service'] = ResolversParentTypes['Service'], FederationReferenceType extends FederationReferenceTypes['Service'] = FederationReferenceTypes['Service']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Service']> | FederationReferenceType, FederationReferenceType, ContextType>;
  flood_holds?: Resolver<Array<ResolversTypes['TriggerFloodHold']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TriggerCheckResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TriggerCheck'] = ResolversParentTypes['TriggerCheck']> = {
  last_checked_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last_error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  next_check_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  skipped_items?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TriggerFloodHoldResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TriggerFloodHold'] = ResolversParentTypes['TriggerFloodHold']> = {
  checks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  held_runs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  last_held_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trigger_module_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserErrorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  attribute?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  Applet?: AppletResolvers<ContextType>;
  AppletRun?: AppletRunResolvers<ContextType>;
  AppletRunStep?: AppletRunStepResolvers<ContextType>;
  ConnectionEnablementFeature?: ConnectionEnablementFeatureResolvers<ContextType>;
  HeldRuns?: HeldRunsResolvers<ContextType>;
  HeldRunsPayload?: HeldRunsPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Service?: ServiceResolvers<ContextType>;
  TriggerCheck?: TriggerCheckResolvers<ContextType>;
  TriggerFloodHold?: TriggerFloodHoldResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
};


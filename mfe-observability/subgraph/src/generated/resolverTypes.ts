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

/**
 * The observability domain: transaction logs of the platform's calls to partner services (more to come:
 * platform feedback, abuse reports, metric rollups). Authorization errors are GraphQL errors with
 * extensions.code UNAUTHENTICATED / BAD_USER_INPUT.
 */
export type Query = {
  __typename?: 'Query';
  /** The logs page's filter options, each list's first option its default (spec 4.9). */
  transactionLogFilters: TransactionLogFilters;
  /**
   * A page of a service's outbound calls, newest first, by service id or module name. Only rows of the
   * viewer's organizations (any for staff); an unknown or foreign service gives an empty page.
   * Filters: request_type "all" or a type; response_status "all" | "success" | "error";
   * timeframe "1d" | "7d" | "30d"; query: free text (at most 200 characters) over the URL, bodies and
   * error. per_page is at most 100.
   */
  transactionLogs: TransactionLogPage;
};


/**
 * The observability domain: transaction logs of the platform's calls to partner services (more to come:
 * platform feedback, abuse reports, metric rollups). Authorization errors are GraphQL errors with
 * extensions.code UNAUTHENTICATED / BAD_USER_INPUT.
 */
export type QueryTransactionLogsArgs = {
  module_name?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  per_page?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  request_type?: InputMaybe<Scalars['String']['input']>;
  response_status?: InputMaybe<Scalars['String']['input']>;
  service_id?: InputMaybe<Scalars['ID']['input']>;
  timeframe?: InputMaybe<Scalars['String']['input']>;
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
  page_number: Scalars['Int']['output'];
};

/** A user of the identity domain (the gateway resolves login and name). */
export type User = {
  __typename?: 'User';
  id: Scalars['ID']['output'];
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
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  TransactionLog: ResolverTypeWrapper<TransactionLogMapper>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  TransactionLogFilterOption: ResolverTypeWrapper<Partial<TransactionLogFilterOption>>;
  TransactionLogFilters: ResolverTypeWrapper<Partial<TransactionLogFilters>>;
  TransactionLogHeader: ResolverTypeWrapper<Partial<TransactionLogHeader>>;
  TransactionLogPage: ResolverTypeWrapper<Partial<Omit<TransactionLogPage, 'data'> & { data: Array<ResolversTypes['TransactionLog']> }>>;
  User: ResolverTypeWrapper<Partial<User>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Query: Record<PropertyKey, never>;
  String: Partial<Scalars['String']['output']>;
  Int: Partial<Scalars['Int']['output']>;
  ID: Partial<Scalars['ID']['output']>;
  TransactionLog: TransactionLogMapper;
  Boolean: Partial<Scalars['Boolean']['output']>;
  TransactionLogFilterOption: Partial<TransactionLogFilterOption>;
  TransactionLogFilters: Partial<TransactionLogFilters>;
  TransactionLogHeader: Partial<TransactionLogHeader>;
  TransactionLogPage: Partial<Omit<TransactionLogPage, 'data'> & { data: Array<ResolversParentTypes['TransactionLog']> }>;
  User: Partial<User | FederationReferenceTypes['User']>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  transactionLogFilters?: Resolver<ResolversTypes['TransactionLogFilters'], ParentType, ContextType>;
  transactionLogs?: Resolver<ResolversTypes['TransactionLogPage'], ParentType, ContextType, RequireFields<QueryTransactionLogsArgs, 'page' | 'per_page' | 'request_type' | 'response_status' | 'timeframe'>>;
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
  page_number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  Query?: QueryResolvers<ContextType>;
  TransactionLog?: TransactionLogResolvers<ContextType>;
  TransactionLogFilterOption?: TransactionLogFilterOptionResolvers<ContextType>;
  TransactionLogFilters?: TransactionLogFiltersResolvers<ContextType>;
  TransactionLogHeader?: TransactionLogHeaderResolvers<ContextType>;
  TransactionLogPage?: TransactionLogPageResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};


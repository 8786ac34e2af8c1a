import type { GraphQLResolveInfo } from 'graphql';
import type { UserMapper } from '../mappers';
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

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Sets the signed-in user's time zone (an IANA name such as Europe/Paris, or UTC), sent to partners in
   * each call made for the user and read by filter code. An unknown zone is answered in errors
   * (attribute timezone) and changes nothing.
   */
  updateMyTimezone: UpdateMyTimezonePayload;
  /**
   * Staff only (FORBIDDEN for anyone else): puts the user with this login on a plan (tier: free | pro |
   * pro_plus). Bad input is answered in errors (attribute login or tier) and changes nothing; the user's
   * next request has the plan's capabilities.
   */
  updatePlatformSubscription: PlatformSubscriptionPayload;
};


export type MutationUpdateMyTimezoneArgs = {
  timezone: Scalars['String']['input'];
};


export type MutationUpdatePlatformSubscriptionArgs = {
  login: Scalars['String']['input'];
  tier: Scalars['String']['input'];
};

export type PlatformSubscriptionPayload = {
  __typename?: 'PlatformSubscriptionPayload';
  errors: Array<UserError>;
  /** The user on their plan now; null when the change was refused. */
  user?: Maybe<User>;
};

/** Identity: users and who is signed in (owned by the gateway). */
export type Query = {
  __typename?: 'Query';
  /** The signed-in user; null when anonymous. */
  me?: Maybe<User>;
  /** Staff only (FORBIDDEN for anyone else): the user with this login, to see and change their plan; null when none has it. */
  userByLogin?: Maybe<User>;
};


/** Identity: users and who is signed in (owned by the gateway). */
export type QueryUserByLoginArgs = {
  login: Scalars['String']['input'];
};

export type UpdateMyTimezonePayload = {
  __typename?: 'UpdateMyTimezonePayload';
  errors: Array<UserError>;
  /** The signed-in user with their zone; null when the change was refused. */
  user?: Maybe<User>;
};

export type User = {
  __typename?: 'User';
  /** Only the signed-in user's own address; null for anyone else. */
  email?: Maybe<Scalars['String']['output']>;
  /** Whether the signed-in user confirmed their address (the link mailed to it); null for anyone else. */
  email_verified?: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  login: Scalars['String']['output'];
  maker: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  review_team: Scalars['Boolean']['output'];
  staff: Scalars['Boolean']['output'];
  /** free | pro | pro_plus */
  tier: Scalars['String']['output'];
  /** Only the signed-in user's own IANA time zone (Europe/Paris); null until they choose one (calls use UTC meanwhile) and for anyone else. */
  timezone?: Maybe<Scalars['String']['output']>;
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
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
  PlatformSubscriptionPayload: ResolverTypeWrapper<Partial<Omit<PlatformSubscriptionPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  UpdateMyTimezonePayload: ResolverTypeWrapper<Partial<Omit<UpdateMyTimezonePayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>>;
  User: ResolverTypeWrapper<UserMapper>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  UserError: ResolverTypeWrapper<Partial<UserError>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Mutation: Record<PropertyKey, never>;
  String: Partial<Scalars['String']['output']>;
  PlatformSubscriptionPayload: Partial<Omit<PlatformSubscriptionPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> }>;
  Query: Record<PropertyKey, never>;
  UpdateMyTimezonePayload: Partial<Omit<UpdateMyTimezonePayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> }>;
  User: UserMapper;
  Boolean: Partial<Scalars['Boolean']['output']>;
  ID: Partial<Scalars['ID']['output']>;
  UserError: Partial<UserError>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  updateMyTimezone?: Resolver<ResolversTypes['UpdateMyTimezonePayload'], ParentType, ContextType, RequireFields<MutationUpdateMyTimezoneArgs, 'timezone'>>;
  updatePlatformSubscription?: Resolver<ResolversTypes['PlatformSubscriptionPayload'], ParentType, ContextType, RequireFields<MutationUpdatePlatformSubscriptionArgs, 'login' | 'tier'>>;
};

export type PlatformSubscriptionPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlatformSubscriptionPayload'] = ResolversParentTypes['PlatformSubscriptionPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userByLogin?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserByLoginArgs, 'login'>>;
};

export type UpdateMyTimezonePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UpdateMyTimezonePayload'] = ResolversParentTypes['UpdateMyTimezonePayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email_verified?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  login?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maker?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  review_team?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  staff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timezone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserErrorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  attribute?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  Mutation?: MutationResolvers<ContextType>;
  PlatformSubscriptionPayload?: PlatformSubscriptionPayloadResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  UpdateMyTimezonePayload?: UpdateMyTimezonePayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
};


import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ComposerChannelMapper, ComposerStepMapper } from '../resolvers/mappers';
import type { RequestContext } from '@switchyard/server-kit';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
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

/** A service as the composer's pickers show it. */
export type ComposerChannel = {
  __typename?: 'ComposerChannel';
  action_count: Scalars['Int']['output'];
  actions: Array<ComposerStep>;
  brand_color?: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  module_name: Scalars['String']['output'];
  name: Scalars['String']['output'];
  published: Scalars['Boolean']['output'];
  queries: Array<ComposerStep>;
  query_count: Scalars['Int']['output'];
  trigger_count: Scalars['Int']['output'];
  triggers: Array<ComposerStep>;
};

/** A trigger, query or action definition (§3): fields and ingredients as service-config describes them. */
export type ComposerStep = {
  __typename?: 'ComposerStep';
  description: Scalars['String']['output'];
  fields: Scalars['JSON']['output'];
  /** {service}.{step} */
  full_module_name: Scalars['String']['output'];
  /** service-config's id of the step. */
  id: Scalars['ID']['output'];
  ingredients: Scalars['JSON']['output'];
  module_name: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/**
 * The applet composer (composer-and-header.md). So far its catalog: the services a user may build an
 * applet with, and their steps.
 */
export type Query = {
  __typename?: 'Query';
  /**
   * loadServices (§7): the services of these module names a signed-in user may build with: published
   * ones, and unpublished (preview) ones of the user's organizations. Empty when signed out.
   */
  composerChannels: Array<ComposerChannel>;
};


/**
 * The applet composer (composer-and-header.md). So far its catalog: the services a user may build an
 * applet with, and their steps.
 */
export type QueryComposerChannelsArgs = {
  module_names: Array<Scalars['String']['input']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


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





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ComposerChannel: ResolverTypeWrapper<ComposerChannelMapper>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  ComposerStep: ResolverTypeWrapper<ComposerStepMapper>;
  JSON: ResolverTypeWrapper<Partial<Scalars['JSON']['output']>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ComposerChannel: ComposerChannelMapper;
  Int: Partial<Scalars['Int']['output']>;
  String: Partial<Scalars['String']['output']>;
  ID: Partial<Scalars['ID']['output']>;
  Boolean: Partial<Scalars['Boolean']['output']>;
  ComposerStep: ComposerStepMapper;
  JSON: Partial<Scalars['JSON']['output']>;
  Query: Record<PropertyKey, never>;
};

export type ComposerChannelResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ComposerChannel'] = ResolversParentTypes['ComposerChannel']> = {
  action_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  actions?: Resolver<Array<ResolversTypes['ComposerStep']>, ParentType, ContextType>;
  brand_color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  module_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  queries?: Resolver<Array<ResolversTypes['ComposerStep']>, ParentType, ContextType>;
  query_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trigger_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  triggers?: Resolver<Array<ResolversTypes['ComposerStep']>, ParentType, ContextType>;
};

export type ComposerStepResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ComposerStep'] = ResolversParentTypes['ComposerStep']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fields?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  full_module_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ingredients?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  module_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  composerChannels?: Resolver<Array<ResolversTypes['ComposerChannel']>, ParentType, ContextType, RequireFields<QueryComposerChannelsArgs, 'module_names'>>;
};

export type Resolvers<ContextType = RequestContext> = {
  ComposerChannel?: ComposerChannelResolvers<ContextType>;
  ComposerStep?: ComposerStepResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Query?: QueryResolvers<ContextType>;
};


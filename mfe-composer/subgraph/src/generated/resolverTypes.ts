import type { GraphQLResolveInfo } from 'graphql';
import type { ComposerChannelMapper, ComposerStepMapper, ComposerFieldMapper, ComposerIngredientMapper, AppletMapper, AppletStepMapper, AppletFieldMapper, ServiceConnectionMapper, ActionDefaultsMapper, ServiceReactivationMapper } from '../resolvers/mappers';
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
  _FieldSet: { input: unknown; output: unknown; }
};

export type ActionDefaults = {
  __typename?: 'ActionDefaults';
  /** {service}.{action} */
  action: Scalars['String']['output'];
  fields: Array<AppletField>;
};

/**
 * An applet (see spec/composer-and-header.md#3-entities-and-their-fields): when its trigger fires, its queries
 * and filter code, then its delay, then its actions.
 */
export type Applet = {
  __typename?: 'Applet';
  applet_actions: Array<AppletStep>;
  applet_queries: Array<AppletStep>;
  applet_trigger: AppletStep;
  archived: Scalars['Boolean']['output'];
  /** The primary service shown on the applet card (makers only): a service id. */
  channel_id?: Maybe<Scalars['ID']['output']>;
  created_at: Scalars['String']['output'];
  /** Seconds, or null for no delay. */
  default_delay?: Maybe<Scalars['Int']['output']>;
  description: Scalars['String']['output'];
  /** Why the platform turned it off for the viewer, if it did. */
  disabled_reason?: Maybe<Scalars['String']['output']>;
  /** Whether it is on for the viewer. */
  enabled: Scalars['Boolean']['output'];
  filter_code?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The viewer's own values of the fields they set (not hidden), as JSON: {step key: {field: value}}. */
  my_field_values_json: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /**
   * Whether users other than its maker have it (told to its maker only; false for anyone else): it
   * cannot go private, and what it runs on their accounts (steps, field values, filter code) stays.
   */
  others_have: Scalars['Boolean']['output'];
  /** Whether the viewer made it. */
  owned: Scalars['Boolean']['output'];
  /** It uses a preview service the viewer cannot access (the preview-access message). */
  preview_access_missing: Scalars['Boolean']['output'];
  published: Scalars['Boolean']['output'];
  /** private | published | archived */
  status: Scalars['String']['output'];
  tags: Array<AppletTag>;
  updated_at: Scalars['String']['output'];
  /** The applet's page: /applets/{id} when published, /my_applets/{id} otherwise. */
  url: Scalars['String']['output'];
};

/**
 * An applet's field (see spec/composer-and-header.md#3-entities-and-their-fields): the maker's label, visibility
 * and default value.
 */
export type AppletField = {
  __typename?: 'AppletField';
  custom_label?: Maybe<Scalars['String']['output']>;
  /** The default value as JSON text; null when none. */
  default_value_json?: Maybe<Scalars['String']['output']>;
  /** Set by the maker ('Set by you'), not customizable by the user. */
  hidden: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

/**
 * A trigger, query or action of an applet (see "Step" in
 * spec/composer-and-header.md#3-entities-and-their-fields).
 */
export type AppletStep = {
  __typename?: 'AppletStep';
  /** The step's service as the viewer may see it; null for a preview service they cannot access. */
  channel?: Maybe<ComposerChannel>;
  channel_module_name: Scalars['String']['output'];
  /** The step's definition; null when the viewer cannot access its service. */
  definition?: Maybe<ComposerStep>;
  fields: Array<AppletField>;
  full_module_name: Scalars['String']['output'];
  /** trigger, query:{i} or action:{i}: the step's key in a user's field values. */
  key: Scalars['String']['output'];
  module_name: Scalars['String']['output'];
};

export type AppletTag = {
  __typename?: 'AppletTag';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A service as the composer's pickers show it. */
export type ComposerChannel = {
  __typename?: 'ComposerChannel';
  action_count: Scalars['Int']['output'];
  actions: Array<ComposerStep>;
  /** oauth, oauth_pkce, … api_token_auth: its users connect before its steps can run; null: service key only. */
  authentication_type?: Maybe<Scalars['String']['output']>;
  brand_color?: Maybe<Scalars['String']['output']>;
  /** Whether the viewer is connected to it. */
  connected: Scalars['Boolean']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  module_name: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Whether the viewer must connect to the service before its steps run. */
  needs_connection: Scalars['Boolean']['output'];
  published: Scalars['Boolean']['output'];
  queries: Array<ComposerStep>;
  query_count: Scalars['Int']['output'];
  trigger_count: Scalars['Int']['output'];
  triggers: Array<ComposerStep>;
};

/**
 * A field definition (see "Field definition" in spec/composer-and-header.md#3-entities-and-their-fields), as the
 * composer renders and checks it.
 */
export type ComposerField = {
  __typename?: 'ComposerField';
  can_have_default: Scalars['Boolean']['output'];
  /** An action field's content type (title, message, …), what applet defaults are keyed by. */
  content_type?: Maybe<Scalars['String']['output']>;
  /** Options come from the partner's service, per user. */
  dynamic: Scalars['Boolean']['output'];
  /** service-config's type id (trigger and action fields) or slug (query fields). */
  field_type: Scalars['String']['output'];
  /** TEXT_FIELD | COLLECTION_SELECT | DOUBLE_COLLECTION_SELECT | CHECKBOX_MULTI | LOCATION_FIELD */
  field_ui_type: Scalars['String']['output'];
  helper_text?: Maybe<Scalars['String']['output']>;
  hideable: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  /** The field's slug. */
  name: Scalars['String']['output'];
  /** text | option */
  normalized_field_type: Scalars['String']['output'];
  options: Array<ComposerFieldOption>;
  required: Scalars['Boolean']['output'];
  shareable: Scalars['Boolean']['output'];
};

export type ComposerFieldOption = {
  __typename?: 'ComposerFieldOption';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/**
 * An ingredient a trigger or query offers (see spec/composer-and-header.md#3-entities-and-their-fields), with
 * the token a text field holds it as.
 */
export type ComposerIngredient = {
  __typename?: 'ComposerIngredient';
  example?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  normalized_name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  /** {{Service.stepName.IngredientName}} */
  token: Scalars['String']['output'];
  value_type: Scalars['String']['output'];
};

/**
 * A trigger, query or action definition (see spec/composer-and-header.md#3-entities-and-their-fields): fields
 * and ingredients as service-config describes them.
 */
export type ComposerStep = {
  __typename?: 'ComposerStep';
  description: Scalars['String']['output'];
  fields: Array<ComposerField>;
  /** {service}.{step} */
  full_module_name: Scalars['String']['output'];
  /** service-config's id of the step. */
  id: Scalars['ID']['output'];
  ingredients: Array<ComposerIngredient>;
  module_name: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /**
   * Which services it combines with across an applet (a trigger: its actions' services; an action: its
   * trigger's service); null: all of them. The composer's pickers offer only compatible steps.
   */
  permission?: Maybe<StepPermission>;
};

/**
 * The applet composer (composer-and-header.md): the services a user may build an applet with, their
 * steps, and the user's applets.
 */
export type Query = {
  __typename?: 'Query';
  /**
   * An applet by id (see spec/composer-and-header.md#7-the-calls-it-makes), if the viewer may see it: their own,
   * a published one, or an archived one they have. Null otherwise, and when signed out.
   */
  applet?: Maybe<Applet>;
  /** The tags an applet may carry (applet_tags in spec/composer-and-header.md#7-the-calls-it-makes). */
  appletTags: Array<AppletTag>;
  /**
   * The action defaults for a trigger (defaults_for_trigger in spec/composer-and-header.md#7-the-calls-it-makes,
   * from the trigger's service's applet defaults): for each of these actions ({service}.{action}), the values
   * its fields take under the trigger ({service}.{trigger}), ingredients as tokens. Empty when signed out or not
   * visible.
   */
  composerActionDefaults: Array<ActionDefaults>;
  /**
   * loadServices (see spec/composer-and-header.md#7-the-calls-it-makes): the services a signed-in user may build
   * with: published ones, and unpublished (preview) ones of the user's organizations; those of these module
   * names (at most 100), or all of them when module_names is null. Empty when signed out.
   */
  composerChannels: Array<ComposerChannel>;
  /** The viewer's applets (made or turned on), newest first; empty when signed out. */
  myApplets: Array<Applet>;
  /**
   * The services whose authentication type changed since the viewer connected to them (issue 38): their
   * tokens were removed and they must connect again; each stays here until they do. Empty when signed out.
   */
  myReactivations: Array<ServiceReactivation>;
  /** The viewer's connections to partner services (the 'My services' page); empty when signed out. */
  myServices: Array<ServiceConnection>;
  /**
   * A service's public list of applets (spec/connections.md "Pinning", issue 38): its published applets (a
   * step of it, or it as the primary service) and its published, unarchived partner connections; pinned ones
   * first in pin order, then by users most first, then newest; at most 200. Anyone signed in; an unpublished
   * service only for its organization's members. Empty when signed out or not visible.
   */
  serviceApplets: Array<ServiceAppletListing>;
};


/**
 * The applet composer (composer-and-header.md): the services a user may build an applet with, their
 * steps, and the user's applets.
 */
export type QueryAppletArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The applet composer (composer-and-header.md): the services a user may build an applet with, their
 * steps, and the user's applets.
 */
export type QueryComposerActionDefaultsArgs = {
  actions: Array<Scalars['String']['input']>;
  trigger: Scalars['String']['input'];
};


/**
 * The applet composer (composer-and-header.md): the services a user may build an applet with, their
 * steps, and the user's applets.
 */
export type QueryComposerChannelsArgs = {
  module_names?: InputMaybe<Array<Scalars['String']['input']>>;
};


/**
 * The applet composer (composer-and-header.md): the services a user may build an applet with, their
 * steps, and the user's applets.
 */
export type QueryServiceAppletsArgs = {
  module_name: Scalars['String']['input'];
};

/** An applet or partner connection on a service's public list. */
export type ServiceAppletListing = {
  __typename?: 'ServiceAppletListing';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** applet | connection */
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Whether the service's partner pinned it (pinned ones lead the list). */
  pinned: Scalars['Boolean']['output'];
  /** /applets/{id} or /connections/{id}/enable */
  url: Scalars['String']['output'];
};

/** A user's connection to a partner service: its tokens stay on the server, encrypted. */
export type ServiceConnection = {
  __typename?: 'ServiceConnection';
  connected_at: Scalars['String']['output'];
  /** oauth | api_token */
  kind: Scalars['String']['output'];
  service: ComposerChannel;
};

/** A service the viewer must connect again: its authentication type changed and their token was removed. */
export type ServiceReactivation = {
  __typename?: 'ServiceReactivation';
  changed_at: Scalars['String']['output'];
  /** <Service> changed how you sign in. Connect it again to use it. */
  message: Scalars['String']['output'];
  service: ComposerChannel;
};

export type StepPermission = {
  __typename?: 'StepPermission';
  /** Module names of the services. */
  channels: Array<Scalars['String']['output']>;
  /** denylist | allowlist */
  list_type: Scalars['String']['output'];
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
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Applet:
    ( { __typename: 'Applet' }
    & GraphQLRecursivePick<FederationTypes['Applet'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ActionDefaults: ResolverTypeWrapper<ActionDefaultsMapper>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
  Applet: ResolverTypeWrapper<AppletMapper>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  AppletField: ResolverTypeWrapper<AppletFieldMapper>;
  AppletStep: ResolverTypeWrapper<AppletStepMapper>;
  AppletTag: ResolverTypeWrapper<Partial<AppletTag>>;
  ComposerChannel: ResolverTypeWrapper<ComposerChannelMapper>;
  ComposerField: ResolverTypeWrapper<ComposerFieldMapper>;
  ComposerFieldOption: ResolverTypeWrapper<Partial<ComposerFieldOption>>;
  ComposerIngredient: ResolverTypeWrapper<ComposerIngredientMapper>;
  ComposerStep: ResolverTypeWrapper<ComposerStepMapper>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ServiceAppletListing: ResolverTypeWrapper<Partial<ServiceAppletListing>>;
  ServiceConnection: ResolverTypeWrapper<ServiceConnectionMapper>;
  ServiceReactivation: ResolverTypeWrapper<ServiceReactivationMapper>;
  StepPermission: ResolverTypeWrapper<Partial<StepPermission>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActionDefaults: ActionDefaultsMapper;
  String: Partial<Scalars['String']['output']>;
  Applet: AppletMapper;
  Boolean: Partial<Scalars['Boolean']['output']>;
  ID: Partial<Scalars['ID']['output']>;
  Int: Partial<Scalars['Int']['output']>;
  AppletField: AppletFieldMapper;
  AppletStep: AppletStepMapper;
  AppletTag: Partial<AppletTag>;
  ComposerChannel: ComposerChannelMapper;
  ComposerField: ComposerFieldMapper;
  ComposerFieldOption: Partial<ComposerFieldOption>;
  ComposerIngredient: ComposerIngredientMapper;
  ComposerStep: ComposerStepMapper;
  Query: Record<PropertyKey, never>;
  ServiceAppletListing: Partial<ServiceAppletListing>;
  ServiceConnection: ServiceConnectionMapper;
  ServiceReactivation: ServiceReactivationMapper;
  StepPermission: Partial<StepPermission>;
};

export type ActionDefaultsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ActionDefaults'] = ResolversParentTypes['ActionDefaults']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['AppletField']>, ParentType, ContextType>;
};

export type AppletResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Applet'] = ResolversParentTypes['Applet'], FederationReferenceType extends FederationReferenceTypes['Applet'] = FederationReferenceTypes['Applet']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Applet']> | FederationReferenceType, FederationReferenceType, ContextType>;
  applet_actions?: Resolver<Array<ResolversTypes['AppletStep']>, ParentType, ContextType>;
  applet_queries?: Resolver<Array<ResolversTypes['AppletStep']>, ParentType, ContextType>;
  applet_trigger?: Resolver<ResolversTypes['AppletStep'], ParentType, ContextType>;
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  channel_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  default_delay?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  disabled_reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  filter_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  my_field_values_json?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  others_have?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  owned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  preview_access_missing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['AppletTag']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppletFieldResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AppletField'] = ResolversParentTypes['AppletField']> = {
  custom_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_value_json?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppletStepResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AppletStep'] = ResolversParentTypes['AppletStep']> = {
  channel?: Resolver<Maybe<ResolversTypes['ComposerChannel']>, ParentType, ContextType>;
  channel_module_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  definition?: Resolver<Maybe<ResolversTypes['ComposerStep']>, ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['AppletField']>, ParentType, ContextType>;
  full_module_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  module_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppletTagResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AppletTag'] = ResolversParentTypes['AppletTag']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ComposerChannelResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ComposerChannel'] = ResolversParentTypes['ComposerChannel']> = {
  action_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  actions?: Resolver<Array<ResolversTypes['ComposerStep']>, ParentType, ContextType>;
  authentication_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brand_color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  connected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  module_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  needs_connection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  queries?: Resolver<Array<ResolversTypes['ComposerStep']>, ParentType, ContextType>;
  query_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trigger_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  triggers?: Resolver<Array<ResolversTypes['ComposerStep']>, ParentType, ContextType>;
};

export type ComposerFieldResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ComposerField'] = ResolversParentTypes['ComposerField']> = {
  can_have_default?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  content_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dynamic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  field_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field_ui_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  helper_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hideable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  normalized_field_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['ComposerFieldOption']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shareable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ComposerFieldOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ComposerFieldOption'] = ResolversParentTypes['ComposerFieldOption']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ComposerIngredientResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ComposerIngredient'] = ResolversParentTypes['ComposerIngredient']> = {
  example?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  normalized_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ComposerStepResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ComposerStep'] = ResolversParentTypes['ComposerStep']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['ComposerField']>, ParentType, ContextType>;
  full_module_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ingredients?: Resolver<Array<ResolversTypes['ComposerIngredient']>, ParentType, ContextType>;
  module_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permission?: Resolver<Maybe<ResolversTypes['StepPermission']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  applet?: Resolver<Maybe<ResolversTypes['Applet']>, ParentType, ContextType, RequireFields<QueryAppletArgs, 'id'>>;
  appletTags?: Resolver<Array<ResolversTypes['AppletTag']>, ParentType, ContextType>;
  composerActionDefaults?: Resolver<Array<ResolversTypes['ActionDefaults']>, ParentType, ContextType, RequireFields<QueryComposerActionDefaultsArgs, 'actions' | 'trigger'>>;
  composerChannels?: Resolver<Array<ResolversTypes['ComposerChannel']>, ParentType, ContextType, Partial<QueryComposerChannelsArgs>>;
  myApplets?: Resolver<Array<ResolversTypes['Applet']>, ParentType, ContextType>;
  myReactivations?: Resolver<Array<ResolversTypes['ServiceReactivation']>, ParentType, ContextType>;
  myServices?: Resolver<Array<ResolversTypes['ServiceConnection']>, ParentType, ContextType>;
  serviceApplets?: Resolver<Array<ResolversTypes['ServiceAppletListing']>, ParentType, ContextType, RequireFields<QueryServiceAppletsArgs, 'module_name'>>;
};

export type ServiceAppletListingResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ServiceAppletListing'] = ResolversParentTypes['ServiceAppletListing']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pinned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ServiceConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ServiceConnection'] = ResolversParentTypes['ServiceConnection']> = {
  connected_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  service?: Resolver<ResolversTypes['ComposerChannel'], ParentType, ContextType>;
};

export type ServiceReactivationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ServiceReactivation'] = ResolversParentTypes['ServiceReactivation']> = {
  changed_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  service?: Resolver<ResolversTypes['ComposerChannel'], ParentType, ContextType>;
};

export type StepPermissionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StepPermission'] = ResolversParentTypes['StepPermission']> = {
  channels?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  list_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  ActionDefaults?: ActionDefaultsResolvers<ContextType>;
  Applet?: AppletResolvers<ContextType>;
  AppletField?: AppletFieldResolvers<ContextType>;
  AppletStep?: AppletStepResolvers<ContextType>;
  AppletTag?: AppletTagResolvers<ContextType>;
  ComposerChannel?: ComposerChannelResolvers<ContextType>;
  ComposerField?: ComposerFieldResolvers<ContextType>;
  ComposerFieldOption?: ComposerFieldOptionResolvers<ContextType>;
  ComposerIngredient?: ComposerIngredientResolvers<ContextType>;
  ComposerStep?: ComposerStepResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ServiceAppletListing?: ServiceAppletListingResolvers<ContextType>;
  ServiceConnection?: ServiceConnectionResolvers<ContextType>;
  ServiceReactivation?: ServiceReactivationResolvers<ContextType>;
  StepPermission?: StepPermissionResolvers<ContextType>;
};


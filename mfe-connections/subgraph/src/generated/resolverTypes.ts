import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ConnectionMapper, ConnectionFeatureMapper, ConnectionFeatureStepMapper, ConnectionCustomFieldMapper, SuggestionMapper, ConnectionServiceMapper, ConnectionServiceStepMapper } from '../resolvers/mappers';
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

/** A partner's connection (applet). */
export type Connection = {
  __typename?: 'Connection';
  applet_configurations: Array<ConnectionFeature>;
  applet_script?: Maybe<ConnectionScript>;
  archived: Scalars['Boolean']['output'];
  background_image_url_1x?: Maybe<Scalars['String']['output']>;
  /** Whether the viewer may change it (owners and admins of the owner service's organization). */
  can_edit: Scalars['Boolean']['output'];
  /** The service it connects to (one). */
  channels: Array<ConnectionService>;
  created_at: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /**
   * The Connect API's sample requests for this connection (the endpoints page,
   * spec/review-org-diagnostics.md#27-connection-endpoints-page): its triggers, queries and actions
   * with the service key masked, and the sample webhook. Members of the owner service's organization
   * and staff (who alone read a Connection).
   */
  endpoints?: Maybe<ConnectionEndpoints>;
  id: Scalars['ID']['output'];
  installs_count: Scalars['Int']['output'];
  /** The title. */
  name: Scalars['String']['output'];
  numeric_id: Scalars['Int']['output'];
  owner_channel: ConnectionService;
  post_configuration: PostConfiguration;
  published: Scalars['Boolean']['output'];
  sm_background_image_url?: Maybe<Scalars['String']['output']>;
  updated_at: Scalars['String']['output'];
  value_propositions: Array<ValueProposition>;
  /**
   * The webhooks sent to the owner service for this connection (trigger_subscription/fired, tests
   * included), newest first, at most 50; only who may read the connection sees them.
   */
  webhook_deliveries: Array<WebhookDelivery>;
};


/** A partner's connection (applet). */
export type ConnectionWebhook_DeliveriesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A custom field (option) a feature asks the user for. */
export type ConnectionCustomField = {
  __typename?: 'ConnectionCustomField';
  defaultValue?: Maybe<Scalars['String']['output']>;
  defaultValueJson?: Maybe<Scalars['JSON']['output']>;
  /** text_field, time_select, collection_select or checkbox_multi. */
  fieldUiType: Scalars['String']['output'];
  helperText?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  /** The key. */
  name: Scalars['String']['output'];
  options: Array<ConnectionCustomFieldOption>;
  required: Scalars['Boolean']['output'];
};

export type ConnectionCustomFieldOption = {
  __typename?: 'ConnectionCustomFieldOption';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** A user's enablement of a connection, with the settings they chose. */
export type ConnectionEnablement = {
  __typename?: 'ConnectionEnablement';
  /** The connection as users see it; null once it is no longer published or is archived. */
  connection?: Maybe<PublishedConnection>;
  connection_id: Scalars['ID']['output'];
  created_at: Scalars['String']['output'];
  disabled_at?: Maybe<Scalars['String']['output']>;
  enabled: Scalars['Boolean']['output'];
  enabled_at?: Maybe<Scalars['String']['output']>;
  /** Every feature of the connection, on or off, with the user's values. */
  features: Array<ConnectionEnablementFeature>;
  id: Scalars['ID']['output'];
  updated_at: Scalars['String']['output'];
};

/**
 * A user's settings of one feature. The engine adds what ran (recent_runs, trigger_check) under the
 * same id: the feature runs for the user as an applet under it.
 */
export type ConnectionEnablementFeature = {
  __typename?: 'ConnectionEnablementFeature';
  /** The user's value per custom field key: text, HH:MM, an option value, or a list of option values. */
  custom_field_values: Scalars['JSON']['output'];
  enabled: Scalars['Boolean']['output'];
  /** Stable per enablement and feature. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /**
   * Why the feature does not run although it is on: the engine paused it (the partner refused the
   * user's connection, too many failed runs in a row) or the connection changed and a value it now
   * needs is missing ("Needs your attention: …"). Null while it runs, and when it is off. Saving the
   * settings again clears it.
   */
  paused_reason?: Maybe<Scalars['String']['output']>;
  /** The user's values per step key, then field name. */
  step_field_values: Scalars['JSON']['output'];
};

/** A trigger, query or action of the connection, with its sample requests. */
export type ConnectionEndpoint = {
  __typename?: 'ConnectionEndpoint';
  /** Its name lowercased and hyphenated, unique on the page. */
  anchor: Scalars['String']['output'];
  /** channel_module_name.module_name: the {module} of the Connect API's paths. */
  full_module_name: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** An action's run, a query's perform or a trigger's webhook first, then each field's options. */
  requests: Array<ConnectionEndpointRequest>;
};

export type ConnectionEndpointHeader = {
  __typename?: 'ConnectionEndpointHeader';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type ConnectionEndpointRequest = {
  __typename?: 'ConnectionEndpointRequest';
  /** Pretty-printed JSON. */
  body: Scalars['String']['output'];
  /** The service key's value masked. */
  headers: Array<ConnectionEndpointHeader>;
  method: Scalars['String']['output'];
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** The Connect API as one connection offers it: what a partner calls, and the webhook it receives. */
export type ConnectionEndpoints = {
  __typename?: 'ConnectionEndpoints';
  actions: Array<ConnectionEndpoint>;
  /** The platform's origin the Connect API answers at. */
  api_origin: Scalars['String']['output'];
  /** The platform's product slug (the webhook's path segment). */
  product: Scalars['String']['output'];
  queries: Array<ConnectionEndpoint>;
  /** The header that carries the service key ({Product}-Service-Key). */
  service_key_header: Scalars['String']['output'];
  triggers: Array<ConnectionEndpoint>;
  /** The sample webhook the platform sends when a trigger fires (the first trigger's). */
  webhook: ConnectionEndpointRequest;
};

/** A feature (applet configuration). */
export type ConnectionFeature = {
  __typename?: 'ConnectionFeature';
  actions: Array<ConnectionFeatureStep>;
  customFields: Array<ConnectionCustomField>;
  description?: Maybe<Scalars['String']['output']>;
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  queries: Array<ConnectionFeatureStep>;
  required: Scalars['Boolean']['output'];
  /** valid or dirty as last saved (validating exists only in the editor). */
  status: Scalars['String']['output'];
  title: Scalars['String']['output'];
  triggers: Array<ConnectionFeatureStep>;
};

/** A trigger, query or action in a feature. */
export type ConnectionFeatureStep = {
  __typename?: 'ConnectionFeatureStep';
  channel_id: Scalars['ID']['output'];
  channel_module_name: Scalars['String']['output'];
  fields: Array<ConnectionStepField>;
  /** channel_module_name.module_name */
  full_module_name: Scalars['String']['output'];
  /** Triggers only. */
  ingredients: Array<ConnectionStepIngredient>;
  module_name: Scalars['String']['output'];
  /** The step's name at its service (empty when the service no longer offers it). */
  name: Scalars['String']['output'];
  /** trigger, query or action. */
  type: Scalars['String']['output'];
};

export type ConnectionRef = {
  __typename?: 'ConnectionRef';
  id: Scalars['ID']['output'];
};

export type ConnectionScript = {
  __typename?: 'ConnectionScript';
  raw_code: Scalars['String']['output'];
};

/** A service (channel) as connections see it. */
export type ConnectionService = {
  __typename?: 'ConnectionService';
  actions: Array<ConnectionServiceStep>;
  brand_color?: Maybe<Scalars['String']['output']>;
  connect_enabled: Scalars['Boolean']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The service's icon URL, when it has one. */
  image_url?: Maybe<Scalars['String']['output']>;
  module_name: Scalars['String']['output'];
  name: Scalars['String']['output'];
  organization_id: Scalars['ID']['output'];
  published: Scalars['Boolean']['output'];
  queries: Array<ConnectionServiceStep>;
  /** The service's slug in URLs (its module_name). */
  slug: Scalars['String']['output'];
  triggers: Array<ConnectionServiceStep>;
};

/** A trigger, query or action a service offers. */
export type ConnectionServiceStep = {
  __typename?: 'ConnectionServiceStep';
  description: Scalars['String']['output'];
  /** Its fields (the partner presets or leaves them to the user in a feature). */
  fields: Array<ConnectionServiceStepField>;
  id: Scalars['ID']['output'];
  /** Triggers only: what an item offers. */
  ingredients: Array<ConnectionStepIngredient>;
  module_name: Scalars['String']['output'];
  name: Scalars['String']['output'];
  tier?: Maybe<Scalars['String']['output']>;
  weight: Scalars['Int']['output'];
};

export type ConnectionServiceStepField = {
  __typename?: 'ConnectionServiceStepField';
  /** The field's type as service-config names it (text, dropdown, …). */
  field_type?: Maybe<Scalars['String']['output']>;
  label: Scalars['String']['output'];
  /** The field's key (slug). */
  name: Scalars['String']['output'];
  required: Scalars['Boolean']['output'];
};

export type ConnectionStepField = {
  __typename?: 'ConnectionStepField';
  custom_label?: Maybe<Scalars['String']['output']>;
  default_value?: Maybe<Scalars['String']['output']>;
  default_value_json?: Maybe<Scalars['JSON']['output']>;
  hidden: Scalars['Boolean']['output'];
  /** The field's label at its service. */
  label: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type ConnectionStepIngredient = {
  __typename?: 'ConnectionStepIngredient';
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  value_type: Scalars['String']['output'];
};

export type CustomFieldInput = {
  default_value?: InputMaybe<Scalars['String']['input']>;
  default_value_json?: InputMaybe<Scalars['JSON']['input']>;
  field_ui_type: Scalars['String']['input'];
  helper_text?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  label: Scalars['String']['input'];
  name: Scalars['String']['input'];
  required: Scalars['Boolean']['input'];
  static_options: Array<CustomFieldOptionInput>;
};

export type CustomFieldOptionInput = {
  label: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type DynamicStepInput = {
  channel_id: Scalars['ID']['input'];
  fields: Array<StepFieldInput>;
  module_name: Scalars['String']['input'];
};

export type EnableConnectionInput = {
  connection_id: Scalars['ID']['input'];
  /** The features and their values; features left out are off (a required one must be listed). */
  features?: InputMaybe<Array<EnableFeatureInput>>;
};

export type EnableConnectionPayload = {
  __typename?: 'EnableConnectionPayload';
  /** The viewer's enablement after the change (null when refused). */
  enablement?: Maybe<ConnectionEnablement>;
  errors: Array<UserError>;
};

export type EnableFeatureInput = {
  /** By custom field key; a key left out takes the field's default; null keeps the saved values. */
  custom_field_values?: InputMaybe<Scalars['JSON']['input']>;
  enabled: Scalars['Boolean']['input'];
  name: Scalars['String']['input'];
  /** By step key, then field name; a field left out takes the partner's suggestion; null keeps the saved values. */
  step_field_values?: InputMaybe<Scalars['JSON']['input']>;
};

export type FeatureInput = {
  custom_fields: Array<CustomFieldInput>;
  description?: InputMaybe<Scalars['String']['input']>;
  dynamic_applet_actions: Array<DynamicStepInput>;
  dynamic_applet_queries: Array<DynamicStepInput>;
  dynamic_applet_triggers: Array<DynamicStepInput>;
  icon?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  required: Scalars['Boolean']['input'];
  title: Scalars['String']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Turns the viewer's enablement off, keeping its settings. NOT_FOUND when the viewer never enabled it. */
  disableConnection: EnableConnectionPayload;
  /**
   * Enables a published connection for the viewer with these settings, or changes the settings of one
   * enabled; `features` left out enables again with the saved settings. Signed in only; a draft,
   * archived or missing connection: NOT_FOUND. Errors are data, under `features/<index>/…` paths.
   */
  enableConnection: EnableConnectionPayload;
  /** Stores a suggestion (a service, applet or protocol the user would like); signed in only. */
  sendSuggestion: SuggestionPayload;
  /**
   * Sends the owner service a sample trigger_subscription/fired webhook now, signed like a real one
   * (the endpoints page's test), and answers how it went. Members of the owner service's organization
   * only; anyone else NOT_FOUND.
   */
  sendTestWebhook: WebhookTestPayload;
  /**
   * Creates (id "new") or updates a connection (spec/connections.md#7-the-calls-it-makes). A dry run
   * checks the input (one feature) and changes nothing. Errors are data: attribute paths as the
   * domain's README lists them. Someone outside the owner service's organization: NOT_FOUND.
   */
  updateConnection: UpdateConnectionPayload;
  /** Turns email updates about a suggestion the viewer sent on or off. */
  updateSuggestionSubscription: SuggestionPayload;
};


export type MutationDisableConnectionArgs = {
  connection_id: Scalars['ID']['input'];
};


export type MutationEnableConnectionArgs = {
  input: EnableConnectionInput;
};


export type MutationSendSuggestionArgs = {
  input: SuggestionInput;
};


export type MutationSendTestWebhookArgs = {
  connection_id: Scalars['ID']['input'];
};


export type MutationUpdateConnectionArgs = {
  input: UpdateConnectionInput;
};


export type MutationUpdateSuggestionSubscriptionArgs = {
  email_updates: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};

export type PostConfiguration = {
  __typename?: 'PostConfiguration';
  cta_url?: Maybe<Scalars['String']['output']>;
  message?: Maybe<Scalars['String']['output']>;
};

/** A published connection as its users see it. */
export type PublishedConnection = {
  __typename?: 'PublishedConnection';
  background_image_url_1x?: Maybe<Scalars['String']['output']>;
  /** The service it connects to (one). */
  channels: Array<PublishedConnectionService>;
  description?: Maybe<Scalars['String']['output']>;
  features: Array<PublishedConnectionFeature>;
  id: Scalars['ID']['output'];
  /** The number of users with it enabled. */
  installs_count: Scalars['Int']['output'];
  /** The viewer's settings, when they enabled it once (kept when disabled). */
  my_enablement?: Maybe<ConnectionEnablement>;
  name: Scalars['String']['output'];
  owner_channel: PublishedConnectionService;
  post_configuration: PostConfiguration;
  sm_background_image_url?: Maybe<Scalars['String']['output']>;
  /** By their order. */
  value_propositions: Array<ValueProposition>;
};

/** A feature a user may turn on (a required one is always on). */
export type PublishedConnectionFeature = {
  __typename?: 'PublishedConnectionFeature';
  customFields: Array<ConnectionCustomField>;
  description?: Maybe<Scalars['String']['output']>;
  icon?: Maybe<Scalars['String']['output']>;
  /** The feature's key in the enable input. */
  name: Scalars['String']['output'];
  required: Scalars['Boolean']['output'];
  /** Its triggers, queries and actions, with the fields the user sets. */
  steps: Array<PublishedFeatureStep>;
  title: Scalars['String']['output'];
};

/** A service a published connection links, as users see it. */
export type PublishedConnectionService = {
  __typename?: 'PublishedConnectionService';
  brand_color?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image_url?: Maybe<Scalars['String']['output']>;
  module_name: Scalars['String']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type PublishedFeatureStep = {
  __typename?: 'PublishedFeatureStep';
  channel_module_name: Scalars['String']['output'];
  /** The fields the user sets (the partner's hidden ones left out). */
  fields: Array<PublishedStepField>;
  /** Where the step's values go in step_field_values: <type>.<service module name>.<step module name>. */
  key: Scalars['String']['output'];
  module_name: Scalars['String']['output'];
  /** The step's name at its service. */
  name: Scalars['String']['output'];
  /** trigger, query or action. */
  type: Scalars['String']['output'];
};

export type PublishedStepField = {
  __typename?: 'PublishedStepField';
  /** The partner's suggested value, used when the user gives none. */
  default_value_json?: Maybe<Scalars['JSON']['output']>;
  /** The options are the partner's, per user: ask the composer's field options with the user's connection. */
  dynamic_options: Scalars['Boolean']['output'];
  /** The field's type as service-config names it. */
  field_type?: Maybe<Scalars['String']['output']>;
  /** How the user fills it in: text, dropdown or location (service-config's field type, normalized). */
  input: Scalars['String']['output'];
  label: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** A dropdown's options when the service lists them itself; empty when they come from the partner. */
  options: Array<ConnectionCustomFieldOption>;
  required: Scalars['Boolean']['output'];
};

/**
 * The connections domain (spec/connections.md): connections (the spec also says applets) that a
 * partner builds from its own service to one other service, their features (applet configurations)
 * and custom fields, and users' suggestions. Services and their steps are this domain's own copy of
 * service-config's (from service.configuration_changed). Only members (owners and admins) of the owner
 * service's organization read or change a connection, staff read it; anyone else gets null or NOT_FOUND.
 */
export type Query = {
  __typename?: 'Query';
  /**
   * The services a connection from `owner_module_name` may link to (the start screen's dropdown):
   * published, connect_enabled, other than the owner. Empty unless the viewer may build connections
   * for the owner service.
   */
  connectableServices: Array<ConnectionService>;
  /** One connection; null when missing or when the viewer may not read it. */
  connection?: Maybe<Connection>;
  /**
   * Services with their steps, by module name (the selected-service summary, the editor's step
   * pickers): the viewer's own organizations' services and published ones. Unknown or hidden names
   * are left out.
   */
  connectionChannels: Array<ConnectionService>;
  /** The services of the viewer's organizations (a partner's own, "my private channels"): connections start from them. */
  myConnectionServices: Array<ConnectionService>;
  /** The connections the viewer has enabled, the latest enabled first (My Applets). */
  myEnabledConnections: Array<ConnectionEnablement>;
  /**
   * A published connection as its users see it (the page where they enable it): anyone signed in may
   * read it; null when missing, a draft or archived. None of the partner's own data (the runtime
   * script, hidden step fields and their presets).
   */
  publishedConnection?: Maybe<PublishedConnection>;
  /** The connections whose owner is this service (newest first); empty when the viewer may not read them. */
  serviceConnections: Array<Connection>;
};


/**
 * The connections domain (spec/connections.md): connections (the spec also says applets) that a
 * partner builds from its own service to one other service, their features (applet configurations)
 * and custom fields, and users' suggestions. Services and their steps are this domain's own copy of
 * service-config's (from service.configuration_changed). Only members (owners and admins) of the owner
 * service's organization read or change a connection, staff read it; anyone else gets null or NOT_FOUND.
 */
export type QueryConnectableServicesArgs = {
  owner_module_name: Scalars['String']['input'];
};


/**
 * The connections domain (spec/connections.md): connections (the spec also says applets) that a
 * partner builds from its own service to one other service, their features (applet configurations)
 * and custom fields, and users' suggestions. Services and their steps are this domain's own copy of
 * service-config's (from service.configuration_changed). Only members (owners and admins) of the owner
 * service's organization read or change a connection, staff read it; anyone else gets null or NOT_FOUND.
 */
export type QueryConnectionArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The connections domain (spec/connections.md): connections (the spec also says applets) that a
 * partner builds from its own service to one other service, their features (applet configurations)
 * and custom fields, and users' suggestions. Services and their steps are this domain's own copy of
 * service-config's (from service.configuration_changed). Only members (owners and admins) of the owner
 * service's organization read or change a connection, staff read it; anyone else gets null or NOT_FOUND.
 */
export type QueryConnectionChannelsArgs = {
  module_names: Array<Scalars['String']['input']>;
};


/**
 * The connections domain (spec/connections.md): connections (the spec also says applets) that a
 * partner builds from its own service to one other service, their features (applet configurations)
 * and custom fields, and users' suggestions. Services and their steps are this domain's own copy of
 * service-config's (from service.configuration_changed). Only members (owners and admins) of the owner
 * service's organization read or change a connection, staff read it; anyone else gets null or NOT_FOUND.
 */
export type QueryPublishedConnectionArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The connections domain (spec/connections.md): connections (the spec also says applets) that a
 * partner builds from its own service to one other service, their features (applet configurations)
 * and custom fields, and users' suggestions. Services and their steps are this domain's own copy of
 * service-config's (from service.configuration_changed). Only members (owners and admins) of the owner
 * service's organization read or change a connection, staff read it; anyone else gets null or NOT_FOUND.
 */
export type QueryServiceConnectionsArgs = {
  module_name: Scalars['String']['input'];
};

export type ScriptInput = {
  raw_code: Scalars['String']['input'];
};

export type StepFieldInput = {
  custom_label?: InputMaybe<Scalars['String']['input']>;
  default_value_json?: InputMaybe<Scalars['JSON']['input']>;
  hidden: Scalars['Boolean']['input'];
  name: Scalars['String']['input'];
};

export type Suggestion = {
  __typename?: 'Suggestion';
  channel_id?: Maybe<Scalars['ID']['output']>;
  created_at: Scalars['String']['output'];
  email_updates: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  service_name: Scalars['String']['output'];
  text: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type SuggestionInput = {
  /** The service the suggestion is about (the owner service on the start screen). */
  channel_id?: InputMaybe<Scalars['ID']['input']>;
  email_updates?: InputMaybe<Scalars['Boolean']['input']>;
  /** The service the user would like (or the applet's or protocol's name). */
  service_name: Scalars['String']['input'];
  text: Scalars['String']['input'];
  /** service, applet or protocol. */
  type: Scalars['String']['input'];
};

export type SuggestionPayload = {
  __typename?: 'SuggestionPayload';
  errors: Array<UserError>;
  suggestion?: Maybe<Suggestion>;
};

export type UpdateConnectionInput = {
  applet_configurations: Array<FeatureInput>;
  applet_script?: InputMaybe<ScriptInput>;
  /** The uploadedAt of a cover image uploaded through the signed upload. */
  background_uploaded_at?: InputMaybe<Scalars['String']['input']>;
  connected_channel_module_names: Array<Scalars['String']['input']>;
  cta_url?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  dry_run?: InputMaybe<Scalars['Boolean']['input']>;
  /** new to create. */
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  owner_module_name: Scalars['String']['input'];
  post_configuration_message?: InputMaybe<Scalars['String']['input']>;
  /** true to publish; unset otherwise. */
  published?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdateConnectionPayload = {
  __typename?: 'UpdateConnectionPayload';
  /** The connection saved (null on a dry run or when refused). */
  applet?: Maybe<ConnectionRef>;
  errors: Array<UserError>;
};

export type UserError = {
  __typename?: 'UserError';
  attribute: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type ValueProposition = {
  __typename?: 'ValueProposition';
  benefit: Scalars['String']['output'];
  icon: Scalars['String']['output'];
  order: Scalars['Int']['output'];
};

/** A webhook the platform sent (or is sending) to the owner service. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  attempts: Scalars['Int']['output'];
  created_at: Scalars['String']['output'];
  delivered_at?: Maybe<Scalars['String']['output']>;
  /** Milliseconds of the last attempt. */
  duration_ms?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** trigger_fired, or test (sendTestWebhook). */
  kind: Scalars['String']['output'];
  /** What went wrong at the last attempt. */
  last_error?: Maybe<Scalars['String']['output']>;
  /** The partner's HTTP status at the last attempt; null when it did not answer. */
  last_status_code?: Maybe<Scalars['Int']['output']>;
  /** While retrying: when the next attempt goes. */
  next_attempt_at?: Maybe<Scalars['String']['output']>;
  /** pending | delivered | retrying | failed */
  status: Scalars['String']['output'];
};

export type WebhookTestPayload = {
  __typename?: 'WebhookTestPayload';
  /** The test delivery, once tried (null when refused). */
  delivery?: Maybe<WebhookDelivery>;
  errors: Array<UserError>;
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
  ConnectionEnablementFeature: ConnectionEnablementFeature;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  ConnectionEnablementFeature:
    ( { __typename: 'ConnectionEnablementFeature' }
    & GraphQLRecursivePick<FederationTypes['ConnectionEnablementFeature'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Connection: ResolverTypeWrapper<ConnectionMapper>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  ConnectionCustomField: ResolverTypeWrapper<ConnectionCustomFieldMapper>;
  ConnectionCustomFieldOption: ResolverTypeWrapper<Partial<ConnectionCustomFieldOption>>;
  ConnectionEnablement: ResolverTypeWrapper<Partial<Omit<ConnectionEnablement, 'connection'> & { connection?: Maybe<ResolversTypes['PublishedConnection']> }>>;
  ConnectionEnablementFeature: ResolverTypeWrapper<Partial<ConnectionEnablementFeature>>;
  ConnectionEndpoint: ResolverTypeWrapper<Partial<ConnectionEndpoint>>;
  ConnectionEndpointHeader: ResolverTypeWrapper<Partial<ConnectionEndpointHeader>>;
  ConnectionEndpointRequest: ResolverTypeWrapper<Partial<ConnectionEndpointRequest>>;
  ConnectionEndpoints: ResolverTypeWrapper<Partial<ConnectionEndpoints>>;
  ConnectionFeature: ResolverTypeWrapper<ConnectionFeatureMapper>;
  ConnectionFeatureStep: ResolverTypeWrapper<ConnectionFeatureStepMapper>;
  ConnectionRef: ResolverTypeWrapper<Partial<ConnectionRef>>;
  ConnectionScript: ResolverTypeWrapper<Partial<ConnectionScript>>;
  ConnectionService: ResolverTypeWrapper<ConnectionServiceMapper>;
  ConnectionServiceStep: ResolverTypeWrapper<ConnectionServiceStepMapper>;
  ConnectionServiceStepField: ResolverTypeWrapper<Partial<ConnectionServiceStepField>>;
  ConnectionStepField: ResolverTypeWrapper<Partial<ConnectionStepField>>;
  ConnectionStepIngredient: ResolverTypeWrapper<Partial<ConnectionStepIngredient>>;
  CustomFieldInput: ResolverTypeWrapper<Partial<CustomFieldInput>>;
  CustomFieldOptionInput: ResolverTypeWrapper<Partial<CustomFieldOptionInput>>;
  DynamicStepInput: ResolverTypeWrapper<Partial<DynamicStepInput>>;
  EnableConnectionInput: ResolverTypeWrapper<Partial<EnableConnectionInput>>;
  EnableConnectionPayload: ResolverTypeWrapper<Partial<Omit<EnableConnectionPayload, 'enablement'> & { enablement?: Maybe<ResolversTypes['ConnectionEnablement']> }>>;
  EnableFeatureInput: ResolverTypeWrapper<Partial<EnableFeatureInput>>;
  FeatureInput: ResolverTypeWrapper<Partial<FeatureInput>>;
  JSON: ResolverTypeWrapper<Partial<Scalars['JSON']['output']>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PostConfiguration: ResolverTypeWrapper<Partial<PostConfiguration>>;
  PublishedConnection: ResolverTypeWrapper<Partial<Omit<PublishedConnection, 'features' | 'my_enablement'> & { features: Array<ResolversTypes['PublishedConnectionFeature']>, my_enablement?: Maybe<ResolversTypes['ConnectionEnablement']> }>>;
  PublishedConnectionFeature: ResolverTypeWrapper<Partial<Omit<PublishedConnectionFeature, 'customFields'> & { customFields: Array<ResolversTypes['ConnectionCustomField']> }>>;
  PublishedConnectionService: ResolverTypeWrapper<Partial<PublishedConnectionService>>;
  PublishedFeatureStep: ResolverTypeWrapper<Partial<PublishedFeatureStep>>;
  PublishedStepField: ResolverTypeWrapper<Partial<PublishedStepField>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ScriptInput: ResolverTypeWrapper<Partial<ScriptInput>>;
  StepFieldInput: ResolverTypeWrapper<Partial<StepFieldInput>>;
  Suggestion: ResolverTypeWrapper<SuggestionMapper>;
  SuggestionInput: ResolverTypeWrapper<Partial<SuggestionInput>>;
  SuggestionPayload: ResolverTypeWrapper<Partial<Omit<SuggestionPayload, 'suggestion'> & { suggestion?: Maybe<ResolversTypes['Suggestion']> }>>;
  UpdateConnectionInput: ResolverTypeWrapper<Partial<UpdateConnectionInput>>;
  UpdateConnectionPayload: ResolverTypeWrapper<Partial<UpdateConnectionPayload>>;
  UserError: ResolverTypeWrapper<Partial<UserError>>;
  ValueProposition: ResolverTypeWrapper<Partial<ValueProposition>>;
  WebhookDelivery: ResolverTypeWrapper<Partial<WebhookDelivery>>;
  WebhookTestPayload: ResolverTypeWrapper<Partial<WebhookTestPayload>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Connection: ConnectionMapper;
  Boolean: Partial<Scalars['Boolean']['output']>;
  String: Partial<Scalars['String']['output']>;
  ID: Partial<Scalars['ID']['output']>;
  Int: Partial<Scalars['Int']['output']>;
  ConnectionCustomField: ConnectionCustomFieldMapper;
  ConnectionCustomFieldOption: Partial<ConnectionCustomFieldOption>;
  ConnectionEnablement: Partial<Omit<ConnectionEnablement, 'connection'> & { connection?: Maybe<ResolversParentTypes['PublishedConnection']> }>;
  ConnectionEnablementFeature: Partial<ConnectionEnablementFeature | FederationReferenceTypes['ConnectionEnablementFeature']>;
  ConnectionEndpoint: Partial<ConnectionEndpoint>;
  ConnectionEndpointHeader: Partial<ConnectionEndpointHeader>;
  ConnectionEndpointRequest: Partial<ConnectionEndpointRequest>;
  ConnectionEndpoints: Partial<ConnectionEndpoints>;
  ConnectionFeature: ConnectionFeatureMapper;
  ConnectionFeatureStep: ConnectionFeatureStepMapper;
  ConnectionRef: Partial<ConnectionRef>;
  ConnectionScript: Partial<ConnectionScript>;
  ConnectionService: ConnectionServiceMapper;
  ConnectionServiceStep: ConnectionServiceStepMapper;
  ConnectionServiceStepField: Partial<ConnectionServiceStepField>;
  ConnectionStepField: Partial<ConnectionStepField>;
  ConnectionStepIngredient: Partial<ConnectionStepIngredient>;
  CustomFieldInput: Partial<CustomFieldInput>;
  CustomFieldOptionInput: Partial<CustomFieldOptionInput>;
  DynamicStepInput: Partial<DynamicStepInput>;
  EnableConnectionInput: Partial<EnableConnectionInput>;
  EnableConnectionPayload: Partial<Omit<EnableConnectionPayload, 'enablement'> & { enablement?: Maybe<ResolversParentTypes['ConnectionEnablement']> }>;
  EnableFeatureInput: Partial<EnableFeatureInput>;
  FeatureInput: Partial<FeatureInput>;
  JSON: Partial<Scalars['JSON']['output']>;
  Mutation: Record<PropertyKey, never>;
  PostConfiguration: Partial<PostConfiguration>;
  PublishedConnection: Partial<Omit<PublishedConnection, 'features' | 'my_enablement'> & { features: Array<ResolversParentTypes['PublishedConnectionFeature']>, my_enablement?: Maybe<ResolversParentTypes['ConnectionEnablement']> }>;
  PublishedConnectionFeature: Partial<Omit<PublishedConnectionFeature, 'customFields'> & { customFields: Array<ResolversParentTypes['ConnectionCustomField']> }>;
  PublishedConnectionService: Partial<PublishedConnectionService>;
  PublishedFeatureStep: Partial<PublishedFeatureStep>;
  PublishedStepField: Partial<PublishedStepField>;
  Query: Record<PropertyKey, never>;
  ScriptInput: Partial<ScriptInput>;
  StepFieldInput: Partial<StepFieldInput>;
  Suggestion: SuggestionMapper;
  SuggestionInput: Partial<SuggestionInput>;
  SuggestionPayload: Partial<Omit<SuggestionPayload, 'suggestion'> & { suggestion?: Maybe<ResolversParentTypes['Suggestion']> }>;
  UpdateConnectionInput: Partial<UpdateConnectionInput>;
  UpdateConnectionPayload: Partial<UpdateConnectionPayload>;
  UserError: Partial<UserError>;
  ValueProposition: Partial<ValueProposition>;
  WebhookDelivery: Partial<WebhookDelivery>;
  WebhookTestPayload: Partial<WebhookTestPayload>;
};

export type ConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Connection'] = ResolversParentTypes['Connection']> = {
  applet_configurations?: Resolver<Array<ResolversTypes['ConnectionFeature']>, ParentType, ContextType>;
  applet_script?: Resolver<Maybe<ResolversTypes['ConnectionScript']>, ParentType, ContextType>;
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  background_image_url_1x?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  can_edit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  channels?: Resolver<Array<ResolversTypes['ConnectionService']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endpoints?: Resolver<Maybe<ResolversTypes['ConnectionEndpoints']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  installs_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numeric_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  owner_channel?: Resolver<ResolversTypes['ConnectionService'], ParentType, ContextType>;
  post_configuration?: Resolver<ResolversTypes['PostConfiguration'], ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sm_background_image_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value_propositions?: Resolver<Array<ResolversTypes['ValueProposition']>, ParentType, ContextType>;
  webhook_deliveries?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType, RequireFields<ConnectionWebhook_DeliveriesArgs, 'first'>>;
};

export type ConnectionCustomFieldResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConnectionCustomField'] = ResolversParentTypes['ConnectionCustomField']> = {
  defaultValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  defaultValueJson?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  fieldUiType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  helperText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['ConnectionCustomFieldOption']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ConnectionCustomFieldOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConnectionCustomFieldOption'] = ResolversParentTypes['ConnectionCustomFieldOption']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConnectionEnablementResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConnectionEnablement'] = ResolversParentTypes['ConnectionEnablement']> = {
  connection?: Resolver<Maybe<ResolversTypes['PublishedConnection']>, ParentType, ContextType>;
  connection_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  disabled_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enabled_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['ConnectionEnablementFeature']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConnectionEnablementFeatureResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConnectionEnablementFeature'] = ResolversParentTypes['ConnectionEnablementFeature'], FederationReferenceType extends FederationReferenceTypes['ConnectionEnablementFeature'] = FederationReferenceTypes['ConnectionEnablementFeature']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['ConnectionEnablementFeature']> | FederationReferenceType, FederationReferenceType, ContextType>;
  custom_field_values?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paused_reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  step_field_values?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
};

export type ConnectionEndpointResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConnectionEndpoint'] = ResolversParentTypes['ConnectionEndpoint']> = {
  anchor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  full_module_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requests?: Resolver<Array<ResolversTypes['ConnectionEndpointRequest']>, ParentType, ContextType>;
};

export type ConnectionEndpointHeaderResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConnectionEndpointHeader'] = ResolversParentTypes['ConnectionEndpointHeader']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConnectionEndpointRequestResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConnectionEndpointRequest'] = ResolversParentTypes['ConnectionEndpointRequest']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  headers?: Resolver<Array<ResolversTypes['ConnectionEndpointHeader']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConnectionEndpointsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConnectionEndpoints'] = ResolversParentTypes['ConnectionEndpoints']> = {
  actions?: Resolver<Array<ResolversTypes['ConnectionEndpoint']>, ParentType, ContextType>;
  api_origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  queries?: Resolver<Array<ResolversTypes['ConnectionEndpoint']>, ParentType, ContextType>;
  service_key_header?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  triggers?: Resolver<Array<ResolversTypes['ConnectionEndpoint']>, ParentType, ContextType>;
  webhook?: Resolver<ResolversTypes['ConnectionEndpointRequest'], ParentType, ContextType>;
};

export type ConnectionFeatureResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConnectionFeature'] = ResolversParentTypes['ConnectionFeature']> = {
  actions?: Resolver<Array<ResolversTypes['ConnectionFeatureStep']>, ParentType, ContextType>;
  customFields?: Resolver<Array<ResolversTypes['ConnectionCustomField']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  queries?: Resolver<Array<ResolversTypes['ConnectionFeatureStep']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  triggers?: Resolver<Array<ResolversTypes['ConnectionFeatureStep']>, ParentType, ContextType>;
};

export type ConnectionFeatureStepResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConnectionFeatureStep'] = ResolversParentTypes['ConnectionFeatureStep']> = {
  channel_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  channel_module_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['ConnectionStepField']>, ParentType, ContextType>;
  full_module_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ingredients?: Resolver<Array<ResolversTypes['ConnectionStepIngredient']>, ParentType, ContextType>;
  module_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConnectionRefResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConnectionRef'] = ResolversParentTypes['ConnectionRef']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ConnectionScriptResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConnectionScript'] = ResolversParentTypes['ConnectionScript']> = {
  raw_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConnectionServiceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConnectionService'] = ResolversParentTypes['ConnectionService']> = {
  actions?: Resolver<Array<ResolversTypes['ConnectionServiceStep']>, ParentType, ContextType>;
  brand_color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  connect_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  module_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organization_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  queries?: Resolver<Array<ResolversTypes['ConnectionServiceStep']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  triggers?: Resolver<Array<ResolversTypes['ConnectionServiceStep']>, ParentType, ContextType>;
};

export type ConnectionServiceStepResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConnectionServiceStep'] = ResolversParentTypes['ConnectionServiceStep']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['ConnectionServiceStepField']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ingredients?: Resolver<Array<ResolversTypes['ConnectionStepIngredient']>, ParentType, ContextType>;
  module_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConnectionServiceStepFieldResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConnectionServiceStepField'] = ResolversParentTypes['ConnectionServiceStepField']> = {
  field_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ConnectionStepFieldResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConnectionStepField'] = ResolversParentTypes['ConnectionStepField']> = {
  custom_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_value_json?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConnectionStepIngredientResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConnectionStepIngredient'] = ResolversParentTypes['ConnectionStepIngredient']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EnableConnectionPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EnableConnectionPayload'] = ResolversParentTypes['EnableConnectionPayload']> = {
  enablement?: Resolver<Maybe<ResolversTypes['ConnectionEnablement']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  disableConnection?: Resolver<ResolversTypes['EnableConnectionPayload'], ParentType, ContextType, RequireFields<MutationDisableConnectionArgs, 'connection_id'>>;
  enableConnection?: Resolver<ResolversTypes['EnableConnectionPayload'], ParentType, ContextType, RequireFields<MutationEnableConnectionArgs, 'input'>>;
  sendSuggestion?: Resolver<ResolversTypes['SuggestionPayload'], ParentType, ContextType, RequireFields<MutationSendSuggestionArgs, 'input'>>;
  sendTestWebhook?: Resolver<ResolversTypes['WebhookTestPayload'], ParentType, ContextType, RequireFields<MutationSendTestWebhookArgs, 'connection_id'>>;
  updateConnection?: Resolver<ResolversTypes['UpdateConnectionPayload'], ParentType, ContextType, RequireFields<MutationUpdateConnectionArgs, 'input'>>;
  updateSuggestionSubscription?: Resolver<ResolversTypes['SuggestionPayload'], ParentType, ContextType, RequireFields<MutationUpdateSuggestionSubscriptionArgs, 'email_updates' | 'id'>>;
};

export type PostConfigurationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PostConfiguration'] = ResolversParentTypes['PostConfiguration']> = {
  cta_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PublishedConnectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PublishedConnection'] = ResolversParentTypes['PublishedConnection']> = {
  background_image_url_1x?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  channels?: Resolver<Array<ResolversTypes['PublishedConnectionService']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['PublishedConnectionFeature']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  installs_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  my_enablement?: Resolver<Maybe<ResolversTypes['ConnectionEnablement']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner_channel?: Resolver<ResolversTypes['PublishedConnectionService'], ParentType, ContextType>;
  post_configuration?: Resolver<ResolversTypes['PostConfiguration'], ParentType, ContextType>;
  sm_background_image_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value_propositions?: Resolver<Array<ResolversTypes['ValueProposition']>, ParentType, ContextType>;
};

export type PublishedConnectionFeatureResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PublishedConnectionFeature'] = ResolversParentTypes['PublishedConnectionFeature']> = {
  customFields?: Resolver<Array<ResolversTypes['ConnectionCustomField']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['PublishedFeatureStep']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublishedConnectionServiceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PublishedConnectionService'] = ResolversParentTypes['PublishedConnectionService']> = {
  brand_color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  module_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublishedFeatureStepResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PublishedFeatureStep'] = ResolversParentTypes['PublishedFeatureStep']> = {
  channel_module_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['PublishedStepField']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  module_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublishedStepFieldResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PublishedStepField'] = ResolversParentTypes['PublishedStepField']> = {
  default_value_json?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  dynamic_options?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  field_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  input?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['ConnectionCustomFieldOption']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  connectableServices?: Resolver<Array<ResolversTypes['ConnectionService']>, ParentType, ContextType, RequireFields<QueryConnectableServicesArgs, 'owner_module_name'>>;
  connection?: Resolver<Maybe<ResolversTypes['Connection']>, ParentType, ContextType, RequireFields<QueryConnectionArgs, 'id'>>;
  connectionChannels?: Resolver<Array<ResolversTypes['ConnectionService']>, ParentType, ContextType, RequireFields<QueryConnectionChannelsArgs, 'module_names'>>;
  myConnectionServices?: Resolver<Array<ResolversTypes['ConnectionService']>, ParentType, ContextType>;
  myEnabledConnections?: Resolver<Array<ResolversTypes['ConnectionEnablement']>, ParentType, ContextType>;
  publishedConnection?: Resolver<Maybe<ResolversTypes['PublishedConnection']>, ParentType, ContextType, RequireFields<QueryPublishedConnectionArgs, 'id'>>;
  serviceConnections?: Resolver<Array<ResolversTypes['Connection']>, ParentType, ContextType, RequireFields<QueryServiceConnectionsArgs, 'module_name'>>;
};

export type SuggestionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Suggestion'] = ResolversParentTypes['Suggestion']> = {
  channel_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email_updates?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  service_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SuggestionPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SuggestionPayload'] = ResolversParentTypes['SuggestionPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  suggestion?: Resolver<Maybe<ResolversTypes['Suggestion']>, ParentType, ContextType>;
};

export type UpdateConnectionPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UpdateConnectionPayload'] = ResolversParentTypes['UpdateConnectionPayload']> = {
  applet?: Resolver<Maybe<ResolversTypes['ConnectionRef']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UserErrorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  attribute?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ValuePropositionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ValueProposition'] = ResolversParentTypes['ValueProposition']> = {
  benefit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WebhookDeliveryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delivered_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duration_ms?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last_error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last_status_code?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  next_attempt_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookTestPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WebhookTestPayload'] = ResolversParentTypes['WebhookTestPayload']> = {
  delivery?: Resolver<Maybe<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  Connection?: ConnectionResolvers<ContextType>;
  ConnectionCustomField?: ConnectionCustomFieldResolvers<ContextType>;
  ConnectionCustomFieldOption?: ConnectionCustomFieldOptionResolvers<ContextType>;
  ConnectionEnablement?: ConnectionEnablementResolvers<ContextType>;
  ConnectionEnablementFeature?: ConnectionEnablementFeatureResolvers<ContextType>;
  ConnectionEndpoint?: ConnectionEndpointResolvers<ContextType>;
  ConnectionEndpointHeader?: ConnectionEndpointHeaderResolvers<ContextType>;
  ConnectionEndpointRequest?: ConnectionEndpointRequestResolvers<ContextType>;
  ConnectionEndpoints?: ConnectionEndpointsResolvers<ContextType>;
  ConnectionFeature?: ConnectionFeatureResolvers<ContextType>;
  ConnectionFeatureStep?: ConnectionFeatureStepResolvers<ContextType>;
  ConnectionRef?: ConnectionRefResolvers<ContextType>;
  ConnectionScript?: ConnectionScriptResolvers<ContextType>;
  ConnectionService?: ConnectionServiceResolvers<ContextType>;
  ConnectionServiceStep?: ConnectionServiceStepResolvers<ContextType>;
  ConnectionServiceStepField?: ConnectionServiceStepFieldResolvers<ContextType>;
  ConnectionStepField?: ConnectionStepFieldResolvers<ContextType>;
  ConnectionStepIngredient?: ConnectionStepIngredientResolvers<ContextType>;
  EnableConnectionPayload?: EnableConnectionPayloadResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  PostConfiguration?: PostConfigurationResolvers<ContextType>;
  PublishedConnection?: PublishedConnectionResolvers<ContextType>;
  PublishedConnectionFeature?: PublishedConnectionFeatureResolvers<ContextType>;
  PublishedConnectionService?: PublishedConnectionServiceResolvers<ContextType>;
  PublishedFeatureStep?: PublishedFeatureStepResolvers<ContextType>;
  PublishedStepField?: PublishedStepFieldResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Suggestion?: SuggestionResolvers<ContextType>;
  SuggestionPayload?: SuggestionPayloadResolvers<ContextType>;
  UpdateConnectionPayload?: UpdateConnectionPayloadResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  ValueProposition?: ValuePropositionResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookTestPayload?: WebhookTestPayloadResolvers<ContextType>;
};


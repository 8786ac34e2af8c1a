import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ServiceMapper, ServiceQueryMapper, QueryFieldMapper, IngredientMapper, TriggerMapper, ActionMapper, TriggerFieldMapper, ActionFieldMapper, PermissionMapper, PermissionChannelMapper, OrganizationMapper } from '../resolvers/mappers';
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
  /** Any JSON value: an object, a list, a string, a number, a boolean or null. */
  JSON: { input: unknown; output: unknown; }
  _FieldSet: { input: unknown; output: unknown; }
};

export type Action = {
  __typename?: 'Action';
  description: Scalars['String']['output'];
  /**
   * e.g. https://api.example.com/switchyard/v1/actions/create_photo/fields/{slug}/options ({slug} is
   * replaced by the field's key); null when the service has no api_url_prefix
   */
  field_options_url_template?: Maybe<Scalars['String']['output']>;
  /** ordered by weight, then name */
  fields: Array<ActionField>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  permission: Permission;
  /** the endpoint (snake_case, min 4) */
  slug: Scalars['String']['output'];
  verbiage?: Maybe<Scalars['String']['output']>;
  weight: Scalars['Int']['output'];
};

/** A field the user fills in when setting up an Applet with the action (partners_action_field). */
export type ActionField = {
  __typename?: 'ActionField';
  /** the content type id (see spec/service-config.md#action-field-content-types, rules/fieldTypes.ts) */
  action_field_type: Scalars['Int']['output'];
  /** at most 200 characters */
  helper_text?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** the options of a static dropdown or checkbox list (types 14, 19); empty otherwise */
  populator_values: Array<PopulatorValue>;
  required: Scalars['Boolean']['output'];
  /** false when the partner marked the field 'Private' */
  shareable: Scalars['Boolean']['output'];
  /** the key name: letters, digits, underscores and dashes, beginning with a letter, at least 2 */
  slug: Scalars['String']['output'];
  weight: Scalars['Int']['output'];
};

export type ActionPayload = {
  __typename?: 'ActionPayload';
  action?: Maybe<Action>;
  errors: Array<UserError>;
};

export type ChannelScriptPayload = {
  __typename?: 'ChannelScriptPayload';
  errors: Array<UserError>;
  /** The script as saved (null: none); null as well when the update was refused. */
  script?: Maybe<Scalars['String']['output']>;
};

/** One thing the review team expects of a step (spec/connections.md#3-entities-and-their-fields). */
export type ChecklistItem = {
  __typename?: 'ChecklistItem';
  channel_module_name: Scalars['String']['output'];
  /** Where the edit form for it opens: the step's page with the item's hash (#checklist-<key>). */
  edit_path: Scalars['String']['output'];
  /** What is checked, e.g. description, ingredient_examples, endpoint_test. */
  key: Scalars['String']['output'];
  satisfied: Scalars['Boolean']['output'];
  /** Skipped by the partner (not counted against the service). */
  skipped: Scalars['Boolean']['output'];
  step_module_name: Scalars['String']['output'];
  /** trigger, query or action. */
  step_type: Scalars['String']['output'];
  /** What the item asks, for people (e.g. 'Describe New journal entry'). */
  title: Scalars['String']['output'];
};

export type ChecklistItemPayload = {
  __typename?: 'ChecklistItemPayload';
  errors: Array<UserError>;
  item?: Maybe<ChecklistItem>;
};

/** The newest finished endpoint test run of a service (for the review page). */
export type EndpointTestResult = {
  __typename?: 'EndpointTestResult';
  /** true when any check failed, or the run was stopped */
  failed: Scalars['Boolean']['output'];
  /** failing checks (failed assertions, endpoint errors and request errors) */
  failed_count: Scalars['Int']['output'];
  /** ISO 8601 */
  finished_at: Scalars['String']['output'];
  /** passing checks */
  passing: Scalars['Int']['output'];
};

export type Ingredient = {
  __typename?: 'Ingredient';
  example?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  note: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  target_query?: Maybe<ServiceQuery>;
  /** string | date | datetime | image_url | file_url | web_url | query (query: query ingredients only) */
  value_type: Scalars['String']['output'];
  weight: Scalars['Int']['output'];
};

export type IngredientPayload = {
  __typename?: 'IngredientPayload';
  errors: Array<UserError>;
  ingredient?: Maybe<Ingredient>;
};

export type Mutation = {
  __typename?: 'Mutation';
  actionCreate: ActionPayload;
  /** Removes the action with its fields. */
  actionDelete: StepPayload;
  actionUpdate: ActionPayload;
  /**
   * parent_type: query. Trigger ingredients are written over REST
   * (POST /services/{slug}/triggers/{trigger_id}/ingredients, see the domain README).
   */
  ingredientCreate: IngredientPayload;
  ingredientDelete: StepPayload;
  ingredientUpdate: IngredientPayload;
  /** Copies the query with its fields and ingredients: module_name gets _copy (_copy_2, …), name 'Copy of …'. */
  queryClone: QueryPayload;
  queryCreate: QueryPayload;
  /** Removes the query with its fields and ingredients. */
  queryDelete: StepPayload;
  /** name is the slug (key name); field_type_slug: text_raw | dropdown_static | dropdown_dynamic | ... */
  queryFieldCreate: QueryFieldPayload;
  queryFieldDelete: StepPayload;
  queryFieldUpdate: QueryFieldPayload;
  queryUpdate: QueryPayload;
  /**
   * step_type: query | trigger | action. step_module_name: the query's endpoint (module_name), the
   * trigger's slug (a feed trigger's id) or the action's slug. field_ids: every field of the step once.
   */
  reorderStepFields: StepPayload;
  /**
   * step_type: query | trigger. step_type_module_name: the query's endpoint or the trigger's slug (a
   * feed trigger's id). ingredient_ids: every ingredient of the step once.
   */
  reorderStepIngredients: StepPayload;
  /** step_type: trigger | query | action */
  reorderTqas: StepPayload;
  /**
   * Runs the service's saved script in the sandbox for one operation of one step, and changes nothing.
   * Members of the owning organization only (NOT_FOUND otherwise), published services included.
   * operation: run | dropdown | validate | contextual_validation | delete_trigger_identity (triggers
   * allow all; queries and actions run and contextual_validation). step_module_name: a trigger's slug,
   * a query's module_name or an action's slug; step_type (trigger | query | action) is needed only when
   * steps of different types share that name. step_field_slug: the trigger field, for dropdown and
   * validate only. step_body: a JSON object or its JSON text (fields, limit, cursor, value, values,
   * trigger_identity; other keys are passed on); null means { "fields": {}, "limit": 1 }.
   */
  runStepTest: StepTestPayload;
  serviceCreate: ServicePayload;
  /**
   * Replaces the service key with a new random one; the old one stops working at once. Members of the
   * owning organization only, published services included (a leaked key must be replaceable).
   */
  serviceKeyRegenerate: ServicePayload;
  /**
   * Changes an unpublished service's general fields (members of the owning organization only).
   * Bad input and published services come back as errors; nothing is changed then.
   */
  serviceUpdate: ServicePayload;
  /** Staff only (FORBIDDEN otherwise). list_type none clears the list. */
  setStepPermission: PermissionPayload;
  /**
   * Skips a checklist item of a step (enabled false) or counts it again (enabled true): members of
   * the owning organization; anyone else NOT_FOUND. An unknown item or step comes back as errors.
   */
  skipChecklistItem: ChecklistItemPayload;
  /** trigger_type protocol needs slug; feed needs feed_url (an http(s) URL) and has no slug */
  triggerCreate: TriggerPayload;
  /** Removes the trigger with its fields and ingredients. */
  triggerDelete: StepPayload;
  triggerUpdate: TriggerPayload;
  /**
   * Saves the service's adapter script (at most 100000 characters; empty clears it). Members of the
   * owning organization only (NOT_FOUND otherwise); a published service is refused as data.
   */
  updateChannelScript: ChannelScriptPayload;
};


export type MutationActionCreateArgs = {
  channel_module_name: Scalars['String']['input'];
  description: Scalars['String']['input'];
  name: Scalars['String']['input'];
  slug: Scalars['String']['input'];
  verbiage?: InputMaybe<Scalars['String']['input']>;
};


export type MutationActionDeleteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationActionUpdateArgs = {
  description: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  slug: Scalars['String']['input'];
  verbiage?: InputMaybe<Scalars['String']['input']>;
};


export type MutationIngredientCreateArgs = {
  example?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  note: Scalars['String']['input'];
  parent_id: Scalars['ID']['input'];
  parent_type: Scalars['String']['input'];
  slug: Scalars['String']['input'];
  target_query_id?: InputMaybe<Scalars['ID']['input']>;
  value_type: Scalars['String']['input'];
};


export type MutationIngredientDeleteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationIngredientUpdateArgs = {
  example?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  note: Scalars['String']['input'];
  slug: Scalars['String']['input'];
  target_query_id?: InputMaybe<Scalars['ID']['input']>;
  value_type: Scalars['String']['input'];
  weight?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationQueryCloneArgs = {
  id: Scalars['ID']['input'];
};


export type MutationQueryCreateArgs = {
  channel_module_name: Scalars['String']['input'];
  description: Scalars['String']['input'];
  module_name: Scalars['String']['input'];
  name: Scalars['String']['input'];
};


export type MutationQueryDeleteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationQueryFieldCreateArgs = {
  field_type_slug: Scalars['String']['input'];
  helper_text?: InputMaybe<Scalars['String']['input']>;
  label: Scalars['String']['input'];
  name: Scalars['String']['input'];
  query_id: Scalars['ID']['input'];
  required: Scalars['Boolean']['input'];
  static_options?: InputMaybe<Array<StaticOptionInput>>;
};


export type MutationQueryFieldDeleteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationQueryFieldUpdateArgs = {
  field_type_slug: Scalars['String']['input'];
  helper_text?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  label: Scalars['String']['input'];
  name: Scalars['String']['input'];
  required: Scalars['Boolean']['input'];
  static_options?: InputMaybe<Array<StaticOptionInput>>;
  weight?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationQueryUpdateArgs = {
  description: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  module_name: Scalars['String']['input'];
  name: Scalars['String']['input'];
  weight?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationReorderStepFieldsArgs = {
  channel_module_name: Scalars['String']['input'];
  field_ids: Array<Scalars['ID']['input']>;
  step_module_name: Scalars['String']['input'];
  step_type: Scalars['String']['input'];
};


export type MutationReorderStepIngredientsArgs = {
  channel_module_name: Scalars['String']['input'];
  ingredient_ids: Array<Scalars['ID']['input']>;
  step_type: Scalars['String']['input'];
  step_type_module_name: Scalars['String']['input'];
};


export type MutationReorderTqasArgs = {
  channel_module_name: Scalars['String']['input'];
  ids: Array<Scalars['ID']['input']>;
  step_type: Scalars['String']['input'];
};


export type MutationRunStepTestArgs = {
  channel_module_name: Scalars['String']['input'];
  operation: Scalars['String']['input'];
  step_body?: InputMaybe<Scalars['JSON']['input']>;
  step_field_slug?: InputMaybe<Scalars['String']['input']>;
  step_module_name: Scalars['String']['input'];
  step_type?: InputMaybe<Scalars['String']['input']>;
};


export type MutationServiceCreateArgs = {
  module_name?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  organization_id: Scalars['ID']['input'];
};


export type MutationServiceKeyRegenerateArgs = {
  id: Scalars['ID']['input'];
};


export type MutationServiceUpdateArgs = {
  id: Scalars['ID']['input'];
  input: ServiceInput;
};


export type MutationSetStepPermissionArgs = {
  channel_module_names: Array<Scalars['String']['input']>;
  list_type: Scalars['String']['input'];
  step_id: Scalars['ID']['input'];
  step_type: Scalars['String']['input'];
};


export type MutationSkipChecklistItemArgs = {
  input: SkipChecklistItemInput;
};


export type MutationTriggerCreateArgs = {
  channel_module_name: Scalars['String']['input'];
  description: Scalars['String']['input'];
  feed_url?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  slug?: InputMaybe<Scalars['String']['input']>;
  trigger_type: Scalars['String']['input'];
  verbiage?: InputMaybe<Scalars['String']['input']>;
};


export type MutationTriggerDeleteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationTriggerUpdateArgs = {
  description: Scalars['String']['input'];
  feed_url?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  slug?: InputMaybe<Scalars['String']['input']>;
  trigger_type: Scalars['String']['input'];
  verbiage?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateChannelScriptArgs = {
  channel_module_name: Scalars['String']['input'];
  script: Scalars['String']['input'];
};

export type Organization = {
  __typename?: 'Organization';
  id: Scalars['ID']['output'];
  /** Services this organization owns (members only; empty otherwise). */
  services?: Maybe<Array<Service>>;
};

export type Permission = {
  __typename?: 'Permission';
  channels: Array<PermissionChannel>;
  /** denylist | allowlist | none */
  list_type: Scalars['String']['output'];
  /** trigger | action */
  step_type: Scalars['String']['output'];
};

/** Another service as a permission lists it: public brand data only. */
export type PermissionChannel = {
  __typename?: 'PermissionChannel';
  brand_color?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image_url?: Maybe<Scalars['String']['output']>;
  module_name: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type PermissionPayload = {
  __typename?: 'PermissionPayload';
  errors: Array<UserError>;
  permission?: Maybe<Permission>;
};

/** A static option: the name shown to the user and the value sent to the service. */
export type PopulatorValue = {
  __typename?: 'PopulatorValue';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** The service-configuration domain (first slice): services (channels) owned by organizations. */
export type Query = {
  __typename?: 'Query';
  action?: Maybe<Action>;
  /** The spec's channel(module_name): the same Service, for the queries area. */
  channel?: Maybe<Service>;
  /** A query of a service the viewer may read (its members, the review team, staff), by its module_name (endpoint). */
  query?: Maybe<ServiceQuery>;
  /** A service the viewer's organizations own (null otherwise). */
  service?: Maybe<Service>;
  trigger?: Maybe<Trigger>;
};


/** The service-configuration domain (first slice): services (channels) owned by organizations. */
export type QueryActionArgs = {
  channel_module_name: Scalars['String']['input'];
  slug: Scalars['String']['input'];
};


/** The service-configuration domain (first slice): services (channels) owned by organizations. */
export type QueryChannelArgs = {
  module_name: Scalars['String']['input'];
};


/** The service-configuration domain (first slice): services (channels) owned by organizations. */
export type QueryQueryArgs = {
  channel_module_name: Scalars['String']['input'];
  module_name: Scalars['String']['input'];
};


/** The service-configuration domain (first slice): services (channels) owned by organizations. */
export type QueryServiceArgs = {
  module_name: Scalars['String']['input'];
};


/** The service-configuration domain (first slice): services (channels) owned by organizations. */
export type QueryTriggerArgs = {
  channel_module_name: Scalars['String']['input'];
  slug_or_id: Scalars['String']['input'];
};

export type QueryField = {
  __typename?: 'QueryField';
  /** text_raw | dropdown_static | dropdown_dynamic | (text content types of the catalogue) */
  field_type_definition_slug: Scalars['String']['output'];
  helper_text?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  /** text | option */
  normalized_field_type: Scalars['String']['output'];
  required: Scalars['Boolean']['output'];
  /** the key name */
  slug: Scalars['String']['output'];
  static_options: Array<StaticOption>;
  weight: Scalars['Int']['output'];
};

export type QueryFieldPayload = {
  __typename?: 'QueryFieldPayload';
  errors: Array<UserError>;
  query_field?: Maybe<QueryField>;
};

export type QueryPayload = {
  __typename?: 'QueryPayload';
  errors: Array<UserError>;
  query?: Maybe<ServiceQuery>;
};

/** An endpoint a script run can name: /{product}/v1/{triggers|queries|actions}/{module}[/field/{slug}]. */
export type ScriptEndpoint = {
  __typename?: 'ScriptEndpoint';
  endpoint: Scalars['String']['output'];
  /** the trigger field, for dropdown and validate; null for the step itself */
  field_slug?: Maybe<Scalars['String']['output']>;
  /**
   * run, contextual_validation (and delete_trigger_identity for a trigger) for a step; dropdown and
   * validate for a trigger field
   */
  operations: Array<Scalars['String']['output']>;
  /** the trigger's slug, the query's module_name or the action's slug */
  step_module_name: Scalars['String']['output'];
  /** trigger | query | action */
  step_type: Scalars['String']['output'];
};

export type Service = {
  __typename?: 'Service';
  /** ordered by weight, then name */
  actions: Array<Action>;
  /**
   * The people the review team contacts about the service (spec/connections.md#2-screens-and-routes,
   * "Admin list editing"; partners_channel_admin), in the order added. Members of the owning
   * organization, the review team and staff; [] for anyone else. Edited through the REST paths
   * /services/{slug}/admins (the domain README).
   */
  admins: Array<ServiceAdmin>;
  alternate_search_terms: Array<Scalars['String']['output']>;
  api_token_format?: Maybe<Scalars['String']['output']>;
  api_token_type?: Maybe<Scalars['String']['output']>;
  api_url_prefix?: Maybe<Scalars['String']['output']>;
  /** auth_not_required | oauth | oauth_pkce | oauth_refresh_token | oauth_pkce_refresh_token | api_token_auth */
  authentication_type: Scalars['String']['output'];
  /** #RRGGBB */
  brand_color?: Maybe<Scalars['String']['output']>;
  call_to_action_link?: Maybe<Scalars['String']['output']>;
  call_to_action_text?: Maybe<Scalars['String']['output']>;
  category_name?: Maybe<Scalars['String']['output']>;
  /**
   * The service page's checklist (spec/connections.md#3-entities-and-their-fields): per trigger,
   * query and action, what the review team expects of it, satisfied or not. Items the partner skipped
   * are listed with skipped true. Members of the owning organization; [] for anyone else.
   */
  checklist: Array<ChecklistItem>;
  /** hsl(h, s%, l%) form of brand_color */
  color_hsl?: Maybe<Scalars['String']['output']>;
  /** Whether other partners may build connections from their services to this one (off by default) */
  connect_enabled: Scalars['Boolean']['output'];
  /** A demo account on the partner's service for the review team */
  demo_account_login?: Maybe<Scalars['String']['output']>;
  demo_account_notes?: Maybe<Scalars['String']['output']>;
  /** Members of the owning organization only (null for anyone else) */
  demo_account_password?: Maybe<Scalars['String']['output']>;
  /** What the service does, in a sentence or two (may be empty) */
  description: Scalars['String']['output'];
  /** Whether an OAuth client secret is saved (the secret itself is never returned). Members of the owning organization only (false for anyone else). */
  has_oauth_client_secret: Scalars['Boolean']['output'];
  /** The official web page */
  home_url?: Maybe<Scalars['String']['output']>;
  /** URL of the service icon, null when none was uploaded */
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  invite_url?: Maybe<Scalars['String']['output']>;
  /** null until an endpoint test run has finished */
  last_endpoint_test?: Maybe<EndpointTestResult>;
  /**
   * The attributes required for submission (see spec/review-org-diagnostics.md#3-entities-and-their-fields) that
   * are still empty, e.g. home_url, icon; the OAuth types add oauth_client_id, oauth_authorization_url,
   * oauth_token_url and demo_account_login. Empty when the service can be submitted.
   */
  missing_for_submission: Array<Scalars['String']['output']>;
  module_name: Scalars['String']['output'];
  name: Scalars['String']['output'];
  oauth_authorization_url?: Maybe<Scalars['String']['output']>;
  oauth_client_id?: Maybe<Scalars['String']['output']>;
  oauth_token_url?: Maybe<Scalars['String']['output']>;
  /** Null only while the organization domain cannot be reached (the answer's error names it, SUBGRAPH_UNAVAILABLE). */
  organization?: Maybe<Organization>;
  published: Scalars['Boolean']['output'];
  /** The service's queries, ordered by weight, then name. */
  queries: Array<ServiceQuery>;
  /**
   * The adapter script: JavaScript the platform runs in its sandbox to answer the partner protocol's
   * operations for this service. Members of the owning organization only (null for anyone else); null
   * when none is saved.
   */
  script?: Maybe<Scalars['String']['output']>;
  /**
   * The run panel's Request endpoint options: each protocol trigger (then each of its fields), query and
   * action, with the operations it takes.
   */
  script_endpoints: Array<ScriptEndpoint>;
  /**
   * The key the platform sends as {Product}-Service-Key (and {Product}-Channel-Key) on calls to the
   * service; random for each new service. Members of the owning organization only (null otherwise).
   */
  service_key?: Maybe<Scalars['String']['output']>;
  /** The header the key comes in, e.g. Switchyard-Service-Key (IFTTT-Service-Key with PRODUCT_SLUG=ifttt). */
  service_key_header: Scalars['String']['output'];
  short_name?: Maybe<Scalars['String']['output']>;
  /** The module name, as the review record calls it */
  slug: Scalars['String']['output'];
  support_email?: Maybe<Scalars['String']['output']>;
  /** ordered by weight, then name */
  triggers: Array<Trigger>;
  /** /services/{module_name} */
  url: Scalars['String']['output'];
  /** Users who connected the service; a service can be deleted with at most 100 (kept by the applet composer's events). */
  users_count: Scalars['Int']['output'];
  /**
   * Whether the signed-in user belongs to the service's organization, the only people who change it (and
   * only while it is unpublished); the review team and staff read every service but change none.
   */
  viewer_is_member: Scalars['Boolean']['output'];
};

/** A contact of a service for the review team (partners_channel_admin). */
export type ServiceAdmin = {
  __typename?: 'ServiceAdmin';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Null when not given. */
  phone?: Maybe<Scalars['String']['output']>;
  /**
   * Whether the review team has checked these contact details (a reviewer marks it); any change of
   * the e-mail or phone by the partner clears it.
   */
  validated: Scalars['Boolean']['output'];
};

/**
 * A service's general, branding, marketing and authentication fields. A field left out stays as it
 * is; null or an empty string clears it (name cannot be cleared).
 */
export type ServiceInput = {
  /** At most 10 terms of at most 40 characters */
  alternate_search_terms?: InputMaybe<Array<Scalars['String']['input']>>;
  api_token_format?: InputMaybe<Scalars['String']['input']>;
  api_token_type?: InputMaybe<Scalars['String']['input']>;
  api_url_prefix?: InputMaybe<Scalars['String']['input']>;
  /** auth_not_required | oauth | oauth_pkce | oauth_refresh_token | oauth_pkce_refresh_token | api_token_auth */
  authentication_type?: InputMaybe<Scalars['String']['input']>;
  /** #RRGGBB */
  brand_color?: InputMaybe<Scalars['String']['input']>;
  call_to_action_link?: InputMaybe<Scalars['String']['input']>;
  call_to_action_text?: InputMaybe<Scalars['String']['input']>;
  /** One of the platform's categories */
  category_name?: InputMaybe<Scalars['String']['input']>;
  /**
   * The partner confirmed a change of authentication_type (spec/connections.md#5-validation-rules:
   * users' tokens are removed, they must re-activate, all existing Applets on the service are
   * deleted). Without it, changing the type of a service that has users (or of a staging clone whose
   * published service has) comes back as an error on authentication_type and nothing is saved.
   */
  confirm_authentication_change?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * Whether other partners may build connections from their services to this one (off by default;
   * see spec/connections.md#5-validation-rules). null turns it off.
   */
  connect_enabled?: InputMaybe<Scalars['Boolean']['input']>;
  demo_account_login?: InputMaybe<Scalars['String']['input']>;
  demo_account_notes?: InputMaybe<Scalars['String']['input']>;
  demo_account_password?: InputMaybe<Scalars['String']['input']>;
  /** At most 1000 characters */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The official web page, http(s) */
  home_url?: InputMaybe<Scalars['String']['input']>;
  invite_url?: InputMaybe<Scalars['String']['input']>;
  /** At most 100 characters */
  name?: InputMaybe<Scalars['String']['input']>;
  oauth_authorization_url?: InputMaybe<Scalars['String']['input']>;
  oauth_client_id?: InputMaybe<Scalars['String']['input']>;
  /** Write-only: sent to the partner's token endpoint, never returned (see Service.has_oauth_client_secret) */
  oauth_client_secret?: InputMaybe<Scalars['String']['input']>;
  oauth_token_url?: InputMaybe<Scalars['String']['input']>;
  /** At most 30 characters */
  short_name?: InputMaybe<Scalars['String']['input']>;
  support_email?: InputMaybe<Scalars['String']['input']>;
};

export type ServicePayload = {
  __typename?: 'ServicePayload';
  errors: Array<UserError>;
  service?: Maybe<Service>;
};

/** A query of a service (the GraphQL name, because Query is the root type). */
export type ServiceQuery = {
  __typename?: 'ServiceQuery';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** ordered by weight */
  ingredients: Array<Ingredient>;
  /** the endpoint, snake_case, min 4, [A-Za-z0-9_-] */
  module_name: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** ordered by weight */
  query_fields: Array<QueryField>;
  weight: Scalars['Int']['output'];
};

export type SkipChecklistItemInput = {
  channel_module_name: Scalars['String']['input'];
  /** false skips the item; true counts it again. */
  enabled: Scalars['Boolean']['input'];
  key: Scalars['String']['input'];
  step_module_name: Scalars['String']['input'];
  step_type: Scalars['String']['input'];
};

export type StaticOption = {
  __typename?: 'StaticOption';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type StaticOptionInput = {
  label: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type StepPayload = {
  __typename?: 'StepPayload';
  errors: Array<UserError>;
};

export type StepTestPayload = {
  __typename?: 'StepTestPayload';
  errors: Array<UserError>;
  /**
   * The run's outcome: { response, logs, duration_ms } when the script answered (response is what it
   * returned), { logs, duration_ms } beside the errors when it failed in the sandbox; null when the run
   * was refused before the script started.
   */
  protocol_response?: Maybe<Scalars['JSON']['output']>;
};

export type Trigger = {
  __typename?: 'Trigger';
  description: Scalars['String']['output'];
  feed_url?: Maybe<Scalars['String']['output']>;
  /**
   * e.g. https://api.example.com/switchyard/v1/triggers/new_photo/fields/{slug}/options ({slug} is
   * replaced by the field's key); null when the service has no api_url_prefix
   */
  field_options_url_template?: Maybe<Scalars['String']['output']>;
  /** as field_options_url_template, ending in /validate */
  field_validation_url_template?: Maybe<Scalars['String']['output']>;
  /** ordered by weight, then name */
  fields: Array<TriggerField>;
  id: Scalars['ID']['output'];
  /** ordered by weight, then name (no value type query) */
  ingredients: Array<Ingredient>;
  name: Scalars['String']['output'];
  permission: Permission;
  /** the API endpoint name (snake_case, min 4); null for a feed trigger */
  slug?: Maybe<Scalars['String']['output']>;
  /** protocol | feed (feed when feed_url is set) */
  trigger_type: Scalars['String']['output'];
  verbiage?: Maybe<Scalars['String']['output']>;
  weight: Scalars['Int']['output'];
};

/** A field the user fills in when setting up an Applet with the trigger (partner_trigger_field). */
export type TriggerField = {
  __typename?: 'TriggerField';
  /** at most 200 characters */
  helper_text?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** the options of a static dropdown or checkbox list (types 6, 20); empty otherwise */
  populator_values: Array<PopulatorValue>;
  regex_error_message?: Maybe<Scalars['String']['output']>;
  /** custom regex (type 4) only */
  regex_value?: Maybe<Scalars['String']['output']>;
  /** false when the partner marked the field 'Private' */
  shareable: Scalars['Boolean']['output'];
  /** the key name: letters, digits, underscores and dashes, beginning with a letter, at least 2 */
  slug: Scalars['String']['output'];
  /** the type id (see spec/service-config.md#trigger-field-type-ids-cascading-selects, rules/fieldTypes.ts) */
  trigger_field_type: Scalars['Int']['output'];
  weight: Scalars['Int']['output'];
};

export type TriggerPayload = {
  __typename?: 'TriggerPayload';
  errors: Array<UserError>;
  trigger?: Maybe<Trigger>;
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
  Organization: Organization;
  Service: Service;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Organization:
    ( { __typename: 'Organization' }
    & GraphQLRecursivePick<FederationTypes['Organization'], {"id":true}> );
  Service:
    ( { __typename: 'Service' }
    & GraphQLRecursivePick<FederationTypes['Service'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Action: ResolverTypeWrapper<ActionMapper>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  ActionField: ResolverTypeWrapper<ActionFieldMapper>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  ActionPayload: ResolverTypeWrapper<Partial<Omit<ActionPayload, 'action'> & { action?: Maybe<ResolversTypes['Action']> }>>;
  ChannelScriptPayload: ResolverTypeWrapper<Partial<ChannelScriptPayload>>;
  ChecklistItem: ResolverTypeWrapper<Partial<ChecklistItem>>;
  ChecklistItemPayload: ResolverTypeWrapper<Partial<ChecklistItemPayload>>;
  EndpointTestResult: ResolverTypeWrapper<Partial<EndpointTestResult>>;
  Ingredient: ResolverTypeWrapper<IngredientMapper>;
  IngredientPayload: ResolverTypeWrapper<Partial<Omit<IngredientPayload, 'ingredient'> & { ingredient?: Maybe<ResolversTypes['Ingredient']> }>>;
  JSON: ResolverTypeWrapper<Partial<Scalars['JSON']['output']>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Organization: ResolverTypeWrapper<OrganizationMapper>;
  Permission: ResolverTypeWrapper<PermissionMapper>;
  PermissionChannel: ResolverTypeWrapper<PermissionChannelMapper>;
  PermissionPayload: ResolverTypeWrapper<Partial<Omit<PermissionPayload, 'permission'> & { permission?: Maybe<ResolversTypes['Permission']> }>>;
  PopulatorValue: ResolverTypeWrapper<Partial<PopulatorValue>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QueryField: ResolverTypeWrapper<QueryFieldMapper>;
  QueryFieldPayload: ResolverTypeWrapper<Partial<Omit<QueryFieldPayload, 'query_field'> & { query_field?: Maybe<ResolversTypes['QueryField']> }>>;
  QueryPayload: ResolverTypeWrapper<Partial<Omit<QueryPayload, 'query'> & { query?: Maybe<ResolversTypes['ServiceQuery']> }>>;
  ScriptEndpoint: ResolverTypeWrapper<Partial<ScriptEndpoint>>;
  Service: ResolverTypeWrapper<ServiceMapper>;
  ServiceAdmin: ResolverTypeWrapper<Partial<ServiceAdmin>>;
  ServiceInput: ResolverTypeWrapper<Partial<ServiceInput>>;
  ServicePayload: ResolverTypeWrapper<Partial<Omit<ServicePayload, 'service'> & { service?: Maybe<ResolversTypes['Service']> }>>;
  ServiceQuery: ResolverTypeWrapper<ServiceQueryMapper>;
  SkipChecklistItemInput: ResolverTypeWrapper<Partial<SkipChecklistItemInput>>;
  StaticOption: ResolverTypeWrapper<Partial<StaticOption>>;
  StaticOptionInput: ResolverTypeWrapper<Partial<StaticOptionInput>>;
  StepPayload: ResolverTypeWrapper<Partial<StepPayload>>;
  StepTestPayload: ResolverTypeWrapper<Partial<StepTestPayload>>;
  Trigger: ResolverTypeWrapper<TriggerMapper>;
  TriggerField: ResolverTypeWrapper<TriggerFieldMapper>;
  TriggerPayload: ResolverTypeWrapper<Partial<Omit<TriggerPayload, 'trigger'> & { trigger?: Maybe<ResolversTypes['Trigger']> }>>;
  UserError: ResolverTypeWrapper<Partial<UserError>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Action: ActionMapper;
  String: Partial<Scalars['String']['output']>;
  ID: Partial<Scalars['ID']['output']>;
  Int: Partial<Scalars['Int']['output']>;
  ActionField: ActionFieldMapper;
  Boolean: Partial<Scalars['Boolean']['output']>;
  ActionPayload: Partial<Omit<ActionPayload, 'action'> & { action?: Maybe<ResolversParentTypes['Action']> }>;
  ChannelScriptPayload: Partial<ChannelScriptPayload>;
  ChecklistItem: Partial<ChecklistItem>;
  ChecklistItemPayload: Partial<ChecklistItemPayload>;
  EndpointTestResult: Partial<EndpointTestResult>;
  Ingredient: IngredientMapper;
  IngredientPayload: Partial<Omit<IngredientPayload, 'ingredient'> & { ingredient?: Maybe<ResolversParentTypes['Ingredient']> }>;
  JSON: Partial<Scalars['JSON']['output']>;
  Mutation: Record<PropertyKey, never>;
  Organization: OrganizationMapper;
  Permission: PermissionMapper;
  PermissionChannel: PermissionChannelMapper;
  PermissionPayload: Partial<Omit<PermissionPayload, 'permission'> & { permission?: Maybe<ResolversParentTypes['Permission']> }>;
  PopulatorValue: Partial<PopulatorValue>;
  Query: Record<PropertyKey, never>;
  QueryField: QueryFieldMapper;
  QueryFieldPayload: Partial<Omit<QueryFieldPayload, 'query_field'> & { query_field?: Maybe<ResolversParentTypes['QueryField']> }>;
  QueryPayload: Partial<Omit<QueryPayload, 'query'> & { query?: Maybe<ResolversParentTypes['ServiceQuery']> }>;
  ScriptEndpoint: Partial<ScriptEndpoint>;
  Service: ServiceMapper;
  ServiceAdmin: Partial<ServiceAdmin>;
  ServiceInput: Partial<ServiceInput>;
  ServicePayload: Partial<Omit<ServicePayload, 'service'> & { service?: Maybe<ResolversParentTypes['Service']> }>;
  ServiceQuery: ServiceQueryMapper;
  SkipChecklistItemInput: Partial<SkipChecklistItemInput>;
  StaticOption: Partial<StaticOption>;
  StaticOptionInput: Partial<StaticOptionInput>;
  StepPayload: Partial<StepPayload>;
  StepTestPayload: Partial<StepTestPayload>;
  Trigger: TriggerMapper;
  TriggerField: TriggerFieldMapper;
  TriggerPayload: Partial<Omit<TriggerPayload, 'trigger'> & { trigger?: Maybe<ResolversParentTypes['Trigger']> }>;
  UserError: Partial<UserError>;
};

export type ActionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Action'] = ResolversParentTypes['Action']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field_options_url_template?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['ActionField']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permission?: Resolver<ResolversTypes['Permission'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verbiage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ActionFieldResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ActionField'] = ResolversParentTypes['ActionField']> = {
  action_field_type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  helper_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  populator_values?: Resolver<Array<ResolversTypes['PopulatorValue']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shareable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ActionPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ActionPayload'] = ResolversParentTypes['ActionPayload']> = {
  action?: Resolver<Maybe<ResolversTypes['Action']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ChannelScriptPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ChannelScriptPayload'] = ResolversParentTypes['ChannelScriptPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  script?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ChecklistItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ChecklistItem'] = ResolversParentTypes['ChecklistItem']> = {
  channel_module_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  edit_path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  satisfied?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  skipped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  step_module_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  step_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChecklistItemPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ChecklistItemPayload'] = ResolversParentTypes['ChecklistItemPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  item?: Resolver<Maybe<ResolversTypes['ChecklistItem']>, ParentType, ContextType>;
};

export type EndpointTestResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EndpointTestResult'] = ResolversParentTypes['EndpointTestResult']> = {
  failed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  failed_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  finished_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passing?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IngredientResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Ingredient'] = ResolversParentTypes['Ingredient']> = {
  example?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  target_query?: Resolver<Maybe<ResolversTypes['ServiceQuery']>, ParentType, ContextType>;
  value_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IngredientPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['IngredientPayload'] = ResolversParentTypes['IngredientPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ingredient?: Resolver<Maybe<ResolversTypes['Ingredient']>, ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  actionCreate?: Resolver<ResolversTypes['ActionPayload'], ParentType, ContextType, RequireFields<MutationActionCreateArgs, 'channel_module_name' | 'description' | 'name' | 'slug'>>;
  actionDelete?: Resolver<ResolversTypes['StepPayload'], ParentType, ContextType, RequireFields<MutationActionDeleteArgs, 'id'>>;
  actionUpdate?: Resolver<ResolversTypes['ActionPayload'], ParentType, ContextType, RequireFields<MutationActionUpdateArgs, 'description' | 'id' | 'name' | 'slug'>>;
  ingredientCreate?: Resolver<ResolversTypes['IngredientPayload'], ParentType, ContextType, RequireFields<MutationIngredientCreateArgs, 'name' | 'note' | 'parent_id' | 'parent_type' | 'slug' | 'value_type'>>;
  ingredientDelete?: Resolver<ResolversTypes['StepPayload'], ParentType, ContextType, RequireFields<MutationIngredientDeleteArgs, 'id'>>;
  ingredientUpdate?: Resolver<ResolversTypes['IngredientPayload'], ParentType, ContextType, RequireFields<MutationIngredientUpdateArgs, 'id' | 'name' | 'note' | 'slug' | 'value_type'>>;
  queryClone?: Resolver<ResolversTypes['QueryPayload'], ParentType, ContextType, RequireFields<MutationQueryCloneArgs, 'id'>>;
  queryCreate?: Resolver<ResolversTypes['QueryPayload'], ParentType, ContextType, RequireFields<MutationQueryCreateArgs, 'channel_module_name' | 'description' | 'module_name' | 'name'>>;
  queryDelete?: Resolver<ResolversTypes['StepPayload'], ParentType, ContextType, RequireFields<MutationQueryDeleteArgs, 'id'>>;
  queryFieldCreate?: Resolver<ResolversTypes['QueryFieldPayload'], ParentType, ContextType, RequireFields<MutationQueryFieldCreateArgs, 'field_type_slug' | 'label' | 'name' | 'query_id' | 'required'>>;
  queryFieldDelete?: Resolver<ResolversTypes['StepPayload'], ParentType, ContextType, RequireFields<MutationQueryFieldDeleteArgs, 'id'>>;
  queryFieldUpdate?: Resolver<ResolversTypes['QueryFieldPayload'], ParentType, ContextType, RequireFields<MutationQueryFieldUpdateArgs, 'field_type_slug' | 'id' | 'label' | 'name' | 'required'>>;
  queryUpdate?: Resolver<ResolversTypes['QueryPayload'], ParentType, ContextType, RequireFields<MutationQueryUpdateArgs, 'description' | 'id' | 'module_name' | 'name'>>;
  reorderStepFields?: Resolver<ResolversTypes['StepPayload'], ParentType, ContextType, RequireFields<MutationReorderStepFieldsArgs, 'channel_module_name' | 'field_ids' | 'step_module_name' | 'step_type'>>;
  reorderStepIngredients?: Resolver<ResolversTypes['StepPayload'], ParentType, ContextType, RequireFields<MutationReorderStepIngredientsArgs, 'channel_module_name' | 'ingredient_ids' | 'step_type' | 'step_type_module_name'>>;
  reorderTqas?: Resolver<ResolversTypes['StepPayload'], ParentType, ContextType, RequireFields<MutationReorderTqasArgs, 'channel_module_name' | 'ids' | 'step_type'>>;
  runStepTest?: Resolver<ResolversTypes['StepTestPayload'], ParentType, ContextType, RequireFields<MutationRunStepTestArgs, 'channel_module_name' | 'operation' | 'step_module_name'>>;
  serviceCreate?: Resolver<ResolversTypes['ServicePayload'], ParentType, ContextType, RequireFields<MutationServiceCreateArgs, 'name' | 'organization_id'>>;
  serviceKeyRegenerate?: Resolver<ResolversTypes['ServicePayload'], ParentType, ContextType, RequireFields<MutationServiceKeyRegenerateArgs, 'id'>>;
  serviceUpdate?: Resolver<ResolversTypes['ServicePayload'], ParentType, ContextType, RequireFields<MutationServiceUpdateArgs, 'id' | 'input'>>;
  setStepPermission?: Resolver<ResolversTypes['PermissionPayload'], ParentType, ContextType, RequireFields<MutationSetStepPermissionArgs, 'channel_module_names' | 'list_type' | 'step_id' | 'step_type'>>;
  skipChecklistItem?: Resolver<ResolversTypes['ChecklistItemPayload'], ParentType, ContextType, RequireFields<MutationSkipChecklistItemArgs, 'input'>>;
  triggerCreate?: Resolver<ResolversTypes['TriggerPayload'], ParentType, ContextType, RequireFields<MutationTriggerCreateArgs, 'channel_module_name' | 'description' | 'name' | 'trigger_type'>>;
  triggerDelete?: Resolver<ResolversTypes['StepPayload'], ParentType, ContextType, RequireFields<MutationTriggerDeleteArgs, 'id'>>;
  triggerUpdate?: Resolver<ResolversTypes['TriggerPayload'], ParentType, ContextType, RequireFields<MutationTriggerUpdateArgs, 'description' | 'id' | 'name' | 'trigger_type'>>;
  updateChannelScript?: Resolver<ResolversTypes['ChannelScriptPayload'], ParentType, ContextType, RequireFields<MutationUpdateChannelScriptArgs, 'channel_module_name' | 'script'>>;
};

export type OrganizationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Organization'] = ResolversParentTypes['Organization'], FederationReferenceType extends FederationReferenceTypes['Organization'] = FederationReferenceTypes['Organization']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Organization']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  services?: Resolver<Maybe<Array<ResolversTypes['Service']>>, ParentType, ContextType>;
};

export type PermissionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Permission'] = ResolversParentTypes['Permission']> = {
  channels?: Resolver<Array<ResolversTypes['PermissionChannel']>, ParentType, ContextType>;
  list_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  step_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PermissionChannelResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PermissionChannel'] = ResolversParentTypes['PermissionChannel']> = {
  brand_color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  module_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PermissionPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PermissionPayload'] = ResolversParentTypes['PermissionPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  permission?: Resolver<Maybe<ResolversTypes['Permission']>, ParentType, ContextType>;
};

export type PopulatorValueResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PopulatorValue'] = ResolversParentTypes['PopulatorValue']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  action?: Resolver<Maybe<ResolversTypes['Action']>, ParentType, ContextType, RequireFields<QueryActionArgs, 'channel_module_name' | 'slug'>>;
  channel?: Resolver<Maybe<ResolversTypes['Service']>, ParentType, ContextType, RequireFields<QueryChannelArgs, 'module_name'>>;
  query?: Resolver<Maybe<ResolversTypes['ServiceQuery']>, ParentType, ContextType, RequireFields<QueryQueryArgs, 'channel_module_name' | 'module_name'>>;
  service?: Resolver<Maybe<ResolversTypes['Service']>, ParentType, ContextType, RequireFields<QueryServiceArgs, 'module_name'>>;
  trigger?: Resolver<Maybe<ResolversTypes['Trigger']>, ParentType, ContextType, RequireFields<QueryTriggerArgs, 'channel_module_name' | 'slug_or_id'>>;
};

export type QueryFieldResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['QueryField'] = ResolversParentTypes['QueryField']> = {
  field_type_definition_slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  helper_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  normalized_field_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  static_options?: Resolver<Array<ResolversTypes['StaticOption']>, ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryFieldPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['QueryFieldPayload'] = ResolversParentTypes['QueryFieldPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  query_field?: Resolver<Maybe<ResolversTypes['QueryField']>, ParentType, ContextType>;
};

export type QueryPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['QueryPayload'] = ResolversParentTypes['QueryPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  query?: Resolver<Maybe<ResolversTypes['ServiceQuery']>, ParentType, ContextType>;
};

export type ScriptEndpointResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ScriptEndpoint'] = ResolversParentTypes['ScriptEndpoint']> = {
  endpoint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field_slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  operations?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  step_module_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  step_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ServiceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Service'] = ResolversParentTypes['Service'], FederationReferenceType extends FederationReferenceTypes['Service'] = FederationReferenceTypes['Service']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Service']> | FederationReferenceType, FederationReferenceType, ContextType>;
  actions?: Resolver<Array<ResolversTypes['Action']>, ParentType, ContextType>;
  admins?: Resolver<Array<ResolversTypes['ServiceAdmin']>, ParentType, ContextType>;
  alternate_search_terms?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  api_token_format?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  api_token_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  api_url_prefix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  authentication_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brand_color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  call_to_action_link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  call_to_action_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checklist?: Resolver<Array<ResolversTypes['ChecklistItem']>, ParentType, ContextType>;
  color_hsl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  connect_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  demo_account_login?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  demo_account_notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  demo_account_password?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  has_oauth_client_secret?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  home_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invite_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last_endpoint_test?: Resolver<Maybe<ResolversTypes['EndpointTestResult']>, ParentType, ContextType>;
  missing_for_submission?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  module_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oauth_authorization_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  oauth_client_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  oauth_token_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organization?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  queries?: Resolver<Array<ResolversTypes['ServiceQuery']>, ParentType, ContextType>;
  script?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  script_endpoints?: Resolver<Array<ResolversTypes['ScriptEndpoint']>, ParentType, ContextType>;
  service_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  service_key_header?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  short_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  support_email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  triggers?: Resolver<Array<ResolversTypes['Trigger']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  users_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewer_is_member?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ServiceAdminResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ServiceAdmin'] = ResolversParentTypes['ServiceAdmin']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ServicePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ServicePayload'] = ResolversParentTypes['ServicePayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  service?: Resolver<Maybe<ResolversTypes['Service']>, ParentType, ContextType>;
};

export type ServiceQueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ServiceQuery'] = ResolversParentTypes['ServiceQuery']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ingredients?: Resolver<Array<ResolversTypes['Ingredient']>, ParentType, ContextType>;
  module_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  query_fields?: Resolver<Array<ResolversTypes['QueryField']>, ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaticOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StaticOption'] = ResolversParentTypes['StaticOption']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StepPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StepPayload'] = ResolversParentTypes['StepPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type StepTestPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StepTestPayload'] = ResolversParentTypes['StepTestPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  protocol_response?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
};

export type TriggerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Trigger'] = ResolversParentTypes['Trigger']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feed_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field_options_url_template?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field_validation_url_template?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['TriggerField']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ingredients?: Resolver<Array<ResolversTypes['Ingredient']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permission?: Resolver<ResolversTypes['Permission'], ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trigger_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verbiage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TriggerFieldResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TriggerField'] = ResolversParentTypes['TriggerField']> = {
  helper_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  populator_values?: Resolver<Array<ResolversTypes['PopulatorValue']>, ParentType, ContextType>;
  regex_error_message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regex_value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shareable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trigger_field_type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TriggerPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TriggerPayload'] = ResolversParentTypes['TriggerPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  trigger?: Resolver<Maybe<ResolversTypes['Trigger']>, ParentType, ContextType>;
};

export type UserErrorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  attribute?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  Action?: ActionResolvers<ContextType>;
  ActionField?: ActionFieldResolvers<ContextType>;
  ActionPayload?: ActionPayloadResolvers<ContextType>;
  ChannelScriptPayload?: ChannelScriptPayloadResolvers<ContextType>;
  ChecklistItem?: ChecklistItemResolvers<ContextType>;
  ChecklistItemPayload?: ChecklistItemPayloadResolvers<ContextType>;
  EndpointTestResult?: EndpointTestResultResolvers<ContextType>;
  Ingredient?: IngredientResolvers<ContextType>;
  IngredientPayload?: IngredientPayloadResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Organization?: OrganizationResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  PermissionChannel?: PermissionChannelResolvers<ContextType>;
  PermissionPayload?: PermissionPayloadResolvers<ContextType>;
  PopulatorValue?: PopulatorValueResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QueryField?: QueryFieldResolvers<ContextType>;
  QueryFieldPayload?: QueryFieldPayloadResolvers<ContextType>;
  QueryPayload?: QueryPayloadResolvers<ContextType>;
  ScriptEndpoint?: ScriptEndpointResolvers<ContextType>;
  Service?: ServiceResolvers<ContextType>;
  ServiceAdmin?: ServiceAdminResolvers<ContextType>;
  ServicePayload?: ServicePayloadResolvers<ContextType>;
  ServiceQuery?: ServiceQueryResolvers<ContextType>;
  StaticOption?: StaticOptionResolvers<ContextType>;
  StepPayload?: StepPayloadResolvers<ContextType>;
  StepTestPayload?: StepTestPayloadResolvers<ContextType>;
  Trigger?: TriggerResolvers<ContextType>;
  TriggerField?: TriggerFieldResolvers<ContextType>;
  TriggerPayload?: TriggerPayloadResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
};


import type { GraphQLResolveInfo } from 'graphql';
import type { OrganizationMapper, UserMapper } from '../resolvers/mappers';
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

export type Invitation = {
  __typename?: 'Invitation';
  created_at: Scalars['String']['output'];
  /** null unless the viewer owns the organization */
  email?: Maybe<Scalars['String']['output']>;
  expires_at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** pending | expired */
  state: Scalars['String']['output'];
};

export type InvitationPreview = {
  __typename?: 'InvitationPreview';
  email: Scalars['String']['output'];
  organization_name: Scalars['String']['output'];
  /** pending | expired | converted (already accepted / already a member) */
  state: Scalars['String']['output'];
};

export type Invoice = {
  __typename?: 'Invoice';
  created_at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  invoice_total_in_cents: Scalars['Int']['output'];
  status: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  acceptInvitation: OrganizationPayload;
  changeOrganizationOwner: OwnerChangePayload;
  inviteUser: OrganizationPayload;
  removeUser: RemoveUserPayload;
  resendInvitation: OrganizationPayload;
  revokeInvitation: OrganizationPayload;
  updateOrganizationDetails: OrganizationPayload;
};


export type MutationAcceptInvitationArgs = {
  token: Scalars['String']['input'];
};


export type MutationChangeOrganizationOwnerArgs = {
  organization_id: Scalars['ID']['input'];
  user_id: Scalars['ID']['input'];
};


export type MutationInviteUserArgs = {
  email: Scalars['String']['input'];
  organization_id: Scalars['ID']['input'];
};


export type MutationRemoveUserArgs = {
  organization_id: Scalars['ID']['input'];
  user_id: Scalars['ID']['input'];
};


export type MutationResendInvitationArgs = {
  invitation_id: Scalars['ID']['input'];
  organization_id: Scalars['ID']['input'];
};


export type MutationRevokeInvitationArgs = {
  invitation_id: Scalars['ID']['input'];
  organization_id: Scalars['ID']['input'];
};


export type MutationUpdateOrganizationDetailsArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};

export type OrgUser = {
  __typename?: 'OrgUser';
  /** null unless the viewer owns the organization (or it is the viewer's own address) */
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  is_owner: Scalars['Boolean']['output'];
  login: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type Organization = {
  __typename?: 'Organization';
  /** The organization's admin page, e.g. /organizations/{id} */
  admin_uri: Scalars['String']['output'];
  expired_invitations: Array<Invitation>;
  /** true for the tiers that have invoices (lite, developer) */
  has_invoices: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Owner only, tiers lite and developer only (FORBIDDEN otherwise). */
  invoices: Array<Invoice>;
  name: Scalars['String']['output'];
  owner: OrgUser;
  pending_invitations: Array<Invitation>;
  remaining_invitations: Scalars['Int']['output'];
  /** free | lite | developer | business */
  tier: Scalars['String']['output'];
  tier_display_name: Scalars['String']['output'];
  users: Array<OrgUser>;
  viewer_is_owner: Scalars['Boolean']['output'];
};

export type OrganizationPayload = {
  __typename?: 'OrganizationPayload';
  errors: Array<UserError>;
  organization?: Maybe<Organization>;
};

export type OutboxMessage = {
  __typename?: 'OutboxMessage';
  id: Scalars['ID']['output'];
  /** a link in the message, e.g. the invitation's accept link */
  link?: Maybe<Scalars['String']['output']>;
  sent_at: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  text: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type OwnerChangePayload = {
  __typename?: 'OwnerChangePayload';
  errors: Array<UserError>;
  organization?: Maybe<Organization>;
  owner?: Maybe<OrgUser>;
};

/**
 * The organization domain: organizations, memberships, invitations, invoices and the demo outbox.
 * Authorization errors are GraphQL errors with extensions.code UNAUTHENTICATED / FORBIDDEN / NOT_FOUND;
 * bad input comes back as data in `errors` (attribute + message) and changes nothing.
 */
export type Query = {
  __typename?: 'Query';
  /** What an invitation link leads to; null when the token is unknown. */
  invitation?: Maybe<InvitationPreview>;
  /** An organization the viewer belongs to (NOT_FOUND otherwise: no data about other orgs leaks). */
  organization?: Maybe<Organization>;
  /** E-mails sent to the viewer's own address (the demo outbox), newest first. */
  outbox: Array<OutboxMessage>;
};


/**
 * The organization domain: organizations, memberships, invitations, invoices and the demo outbox.
 * Authorization errors are GraphQL errors with extensions.code UNAUTHENTICATED / FORBIDDEN / NOT_FOUND;
 * bad input comes back as data in `errors` (attribute + message) and changes nothing.
 */
export type QueryInvitationArgs = {
  token: Scalars['String']['input'];
};


/**
 * The organization domain: organizations, memberships, invitations, invoices and the demo outbox.
 * Authorization errors are GraphQL errors with extensions.code UNAUTHENTICATED / FORBIDDEN / NOT_FOUND;
 * bad input comes back as data in `errors` (attribute + message) and changes nothing.
 */
export type QueryOrganizationArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The organization domain: organizations, memberships, invitations, invoices and the demo outbox.
 * Authorization errors are GraphQL errors with extensions.code UNAUTHENTICATED / FORBIDDEN / NOT_FOUND;
 * bad input comes back as data in `errors` (attribute + message) and changes nothing.
 */
export type QueryOutboxArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type RemoveUserPayload = {
  __typename?: 'RemoveUserPayload';
  errors: Array<UserError>;
  users?: Maybe<Array<OrgUser>>;
};

/** The signed-in user's organizations live here; other users' lists are empty. */
export type User = {
  __typename?: 'User';
  id: Scalars['ID']['output'];
  organizations?: Maybe<Array<Organization>>;
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
  User: User;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Organization:
    ( { __typename: 'Organization' }
    & GraphQLRecursivePick<FederationTypes['Organization'], {"id":true}> );
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Invitation: ResolverTypeWrapper<Partial<Invitation>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  InvitationPreview: ResolverTypeWrapper<Partial<InvitationPreview>>;
  Invoice: ResolverTypeWrapper<Partial<Invoice>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OrgUser: ResolverTypeWrapper<Partial<OrgUser>>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  Organization: ResolverTypeWrapper<OrganizationMapper>;
  OrganizationPayload: ResolverTypeWrapper<Partial<Omit<OrganizationPayload, 'organization'> & { organization?: Maybe<ResolversTypes['Organization']> }>>;
  OutboxMessage: ResolverTypeWrapper<Partial<OutboxMessage>>;
  OwnerChangePayload: ResolverTypeWrapper<Partial<Omit<OwnerChangePayload, 'organization'> & { organization?: Maybe<ResolversTypes['Organization']> }>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RemoveUserPayload: ResolverTypeWrapper<Partial<RemoveUserPayload>>;
  User: ResolverTypeWrapper<UserMapper>;
  UserError: ResolverTypeWrapper<Partial<UserError>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Invitation: Partial<Invitation>;
  String: Partial<Scalars['String']['output']>;
  ID: Partial<Scalars['ID']['output']>;
  InvitationPreview: Partial<InvitationPreview>;
  Invoice: Partial<Invoice>;
  Int: Partial<Scalars['Int']['output']>;
  Mutation: Record<PropertyKey, never>;
  OrgUser: Partial<OrgUser>;
  Boolean: Partial<Scalars['Boolean']['output']>;
  Organization: OrganizationMapper;
  OrganizationPayload: Partial<Omit<OrganizationPayload, 'organization'> & { organization?: Maybe<ResolversParentTypes['Organization']> }>;
  OutboxMessage: Partial<OutboxMessage>;
  OwnerChangePayload: Partial<Omit<OwnerChangePayload, 'organization'> & { organization?: Maybe<ResolversParentTypes['Organization']> }>;
  Query: Record<PropertyKey, never>;
  RemoveUserPayload: Partial<RemoveUserPayload>;
  User: UserMapper;
  UserError: Partial<UserError>;
};

export type InvitationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Invitation'] = ResolversParentTypes['Invitation']> = {
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expires_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvitationPreviewResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['InvitationPreview'] = ResolversParentTypes['InvitationPreview']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organization_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoice_total_in_cents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptInvitation?: Resolver<ResolversTypes['OrganizationPayload'], ParentType, ContextType, RequireFields<MutationAcceptInvitationArgs, 'token'>>;
  changeOrganizationOwner?: Resolver<ResolversTypes['OwnerChangePayload'], ParentType, ContextType, RequireFields<MutationChangeOrganizationOwnerArgs, 'organization_id' | 'user_id'>>;
  inviteUser?: Resolver<ResolversTypes['OrganizationPayload'], ParentType, ContextType, RequireFields<MutationInviteUserArgs, 'email' | 'organization_id'>>;
  removeUser?: Resolver<ResolversTypes['RemoveUserPayload'], ParentType, ContextType, RequireFields<MutationRemoveUserArgs, 'organization_id' | 'user_id'>>;
  resendInvitation?: Resolver<ResolversTypes['OrganizationPayload'], ParentType, ContextType, RequireFields<MutationResendInvitationArgs, 'invitation_id' | 'organization_id'>>;
  revokeInvitation?: Resolver<ResolversTypes['OrganizationPayload'], ParentType, ContextType, RequireFields<MutationRevokeInvitationArgs, 'invitation_id' | 'organization_id'>>;
  updateOrganizationDetails?: Resolver<ResolversTypes['OrganizationPayload'], ParentType, ContextType, RequireFields<MutationUpdateOrganizationDetailsArgs, 'id' | 'name'>>;
};

export type OrgUserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrgUser'] = ResolversParentTypes['OrgUser']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is_owner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  login?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrganizationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Organization'] = ResolversParentTypes['Organization'], FederationReferenceType extends FederationReferenceTypes['Organization'] = FederationReferenceTypes['Organization']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Organization']> | FederationReferenceType, FederationReferenceType, ContextType>;
  admin_uri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expired_invitations?: Resolver<Array<ResolversTypes['Invitation']>, ParentType, ContextType>;
  has_invoices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['OrgUser'], ParentType, ContextType>;
  pending_invitations?: Resolver<Array<ResolversTypes['Invitation']>, ParentType, ContextType>;
  remaining_invitations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tier_display_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['OrgUser']>, ParentType, ContextType>;
  viewer_is_owner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OrganizationPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrganizationPayload'] = ResolversParentTypes['OrganizationPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  organization?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType>;
};

export type OutboxMessageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OutboxMessage'] = ResolversParentTypes['OutboxMessage']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sent_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OwnerChangePayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OwnerChangePayload'] = ResolversParentTypes['OwnerChangePayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  organization?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType>;
  owner?: Resolver<Maybe<ResolversTypes['OrgUser']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  invitation?: Resolver<Maybe<ResolversTypes['InvitationPreview']>, ParentType, ContextType, RequireFields<QueryInvitationArgs, 'token'>>;
  organization?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType, RequireFields<QueryOrganizationArgs, 'id'>>;
  outbox?: Resolver<Array<ResolversTypes['OutboxMessage']>, ParentType, ContextType, RequireFields<QueryOutboxArgs, 'first'>>;
};

export type RemoveUserPayloadResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RemoveUserPayload'] = ResolversParentTypes['RemoveUserPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  users?: Resolver<Maybe<Array<ResolversTypes['OrgUser']>>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organizations?: Resolver<Maybe<Array<ResolversTypes['Organization']>>, ParentType, ContextType>;
};

export type UserErrorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  attribute?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  Invitation?: InvitationResolvers<ContextType>;
  InvitationPreview?: InvitationPreviewResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OrgUser?: OrgUserResolvers<ContextType>;
  Organization?: OrganizationResolvers<ContextType>;
  OrganizationPayload?: OrganizationPayloadResolvers<ContextType>;
  OutboxMessage?: OutboxMessageResolvers<ContextType>;
  OwnerChangePayload?: OwnerChangePayloadResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RemoveUserPayload?: RemoveUserPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
};


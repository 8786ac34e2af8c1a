export interface HeaderService {
  id: string;
  module_name: string;
  name: string;
  icon: string | null;
  color_hsl: string | null;
  published: boolean;
  url: string;
}

export interface HeaderOrg {
  id: string;
  name: string;
  tier: string;
  tier_display_name: string;
  admin_uri: string;
  services: HeaderService[];
}

export interface DeveloperHeaderData {
  me: { id: string; login: string; name: string; organizations: HeaderOrg[] } | null;
}

/** `me` comes from the gateway's identity subgraph, `organizations` from org, `services` from service-config. */
export const DEVELOPER_HEADER_QUERY = /* GraphQL */ `
  query DeveloperHeader {
    me {
      id
      login
      name
      organizations {
        id
        name
        tier
        tier_display_name
        admin_uri
        services {
          id
          module_name
          name
          icon
          color_hsl
          published
          url
        }
      }
    }
  }
`;

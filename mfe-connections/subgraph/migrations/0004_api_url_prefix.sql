-- The service's API URL prefix (from service-config's configuration event): where the endpoints
-- page's sample webhook goes. Null until the service's next configuration event.
ALTER TABLE services ADD COLUMN api_url_prefix text;

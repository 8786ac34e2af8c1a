-- Platform feedback (issue 37, items 1–2): users' opinions of the applets and connections they have,
-- this domain's copy of users' suggestions (from suggestion.sent), abuse reports and staff's hiding.
-- See the README, "Platform feedback". Ids of users, applets, connections and services are the
-- other domains'; this domain reads none of their tables (it asks them, or hears their events).

-- A user's one current opinion of an applet (kind 'applet') or of a connection (kind 'connection').
-- created_at is when the current opinion was given (a change gives it again). The applet's name and
-- services are copied from its domain's answer when the opinion was given, the trigger's service
-- first.
CREATE TABLE applet_feedback (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('applet', 'connection')),
  applet_id uuid NOT NULL,
  applet_name text NOT NULL,
  liked boolean NOT NULL,
  opinion_code text CHECK (opinion_code IN ('unexpected', 'not_useful', 'too_slow', 'others', 'no_response')),
  text text CHECK (char_length(text) BETWEEN 1 AND 1000),
  service_ids uuid[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Whether anyone reported it (feedback_reports says who); staff list these.
  reported boolean NOT NULL DEFAULT false,
  -- Hidden by staff from the partners (and who did, when).
  hidden boolean NOT NULL DEFAULT false,
  hidden_by uuid,
  hidden_at timestamptz,
  -- A thumbs up has no code; a thumbs down always has one (no_response when the user gave none).
  CHECK (liked = (opinion_code IS NULL)),
  UNIQUE (user_id, kind, applet_id)
);
-- The counts of one applet or connection.
CREATE INDEX applet_feedback_applet_idx ON applet_feedback (applet_id, kind) INCLUDE (liked, opinion_code);

-- One row per service a feedback concerns, for the feedback page of each service: a copy of the
-- feedback's created_at, hidden and reported, so a page is one range of one index in the page's
-- order (service_id, created_at DESC, feedback_id DESC) that stops at its LIMIT, and the count stays
-- in the index. context_service_id: the applet's other service beside this row's (the trigger's when
-- that is another, else the first other one; null when the applet uses this service only).
CREATE TABLE applet_feedback_services (
  feedback_id uuid NOT NULL REFERENCES applet_feedback (id) ON DELETE CASCADE,
  service_id uuid NOT NULL,
  context_service_id uuid,
  applet_id uuid NOT NULL,
  created_at timestamptz NOT NULL,
  hidden boolean NOT NULL DEFAULT false,
  reported boolean NOT NULL DEFAULT false,
  PRIMARY KEY (feedback_id, service_id)
);
-- A service's page, hidden items left out (partners) or not (staff): few are hidden, so one index
-- that carries the flags serves both, the count included; staff's reported items (few) have their own.
CREATE INDEX applet_feedback_services_page_idx
  ON applet_feedback_services (service_id, created_at DESC, feedback_id DESC) INCLUDE (hidden, reported);
CREATE INDEX applet_feedback_services_reported_idx
  ON applet_feedback_services (service_id, created_at DESC, feedback_id DESC) WHERE reported;
-- One applet's or connection's feedback on a service's page.
CREATE INDEX applet_feedback_services_applet_idx
  ON applet_feedback_services (service_id, applet_id, created_at DESC, feedback_id DESC) INCLUDE (hidden);

-- This domain's copy of users' suggestions (suggestion.sent; the suggestion's id is the row's, so a
-- second delivery changes nothing). channel_id: the service it is about, whose partners read it.
CREATE TABLE suggestions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL,
  service_name text NOT NULL,
  text text NOT NULL,
  type text NOT NULL CHECK (type IN ('service', 'applet', 'protocol')),
  channel_id uuid,
  created_at timestamptz NOT NULL,
  reported boolean NOT NULL DEFAULT false,
  hidden boolean NOT NULL DEFAULT false,
  hidden_by uuid,
  hidden_at timestamptz
);
CREATE INDEX suggestions_page_idx
  ON suggestions (channel_id, type, created_at DESC, id DESC) INCLUDE (hidden, reported);

-- Who reported what as abusive, when; once per reporter (reporting again changes nothing).
-- organization_ids: the reporter's organizations owning one of the item's services when they
-- reported it: those organizations' members see the item as reported (staff see every report).
CREATE TABLE feedback_reports (
  feedback_id uuid NOT NULL REFERENCES applet_feedback (id) ON DELETE CASCADE,
  reporter_id uuid NOT NULL,
  organization_ids text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (feedback_id, reporter_id)
);
CREATE TABLE suggestion_reports (
  suggestion_id uuid NOT NULL REFERENCES suggestions (id) ON DELETE CASCADE,
  reporter_id uuid NOT NULL,
  organization_ids text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (suggestion_id, reporter_id)
);

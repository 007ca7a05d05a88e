-- Approvals: process definitions and their versions, requests (instances), their steps, decisions and copies.
-- A request keeps the version it started with: versions are never changed once a request uses them.
CREATE TABLE workflow_processes (
  school_id bigint NOT NULL REFERENCES institutions(id),
  id bigserial NOT NULL,
  kind text NOT NULL,
  name text NOT NULL,
  icon text,
  color text,
  description text,
  enabled boolean NOT NULL DEFAULT true,
  current_version_id bigint,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, id)
);--> statement-breakpoint
CREATE UNIQUE INDEX workflow_processes_name_key ON workflow_processes (school_id, name);--> statement-breakpoint
CREATE TABLE workflow_versions (
  school_id bigint NOT NULL,
  id bigserial NOT NULL,
  process_id bigint NOT NULL,
  version integer NOT NULL,
  form jsonb NOT NULL,
  chain jsonb NOT NULL,
  cc jsonb NOT NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, id),
  FOREIGN KEY (school_id, process_id) REFERENCES workflow_processes(school_id, id) ON DELETE CASCADE,
  UNIQUE (school_id, process_id, version)
);--> statement-breakpoint
CREATE TABLE workflow_requests (
  school_id bigint NOT NULL,
  id bigserial NOT NULL,
  process_id bigint NOT NULL,
  version_id bigint NOT NULL,
  applicant_id bigint NOT NULL,
  -- waiting, approved, rejected, returned, withdrawn
  status text NOT NULL,
  "values" jsonb NOT NULL,
  -- the list's one-line summary, written with the values
  summary text NOT NULL DEFAULT '',
  -- index of the step waiting now; null once finished or returned
  current_step integer,
  submitted_at timestamp with time zone NOT NULL DEFAULT now(),
  finished_at timestamp with time zone,
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, id),
  FOREIGN KEY (school_id, process_id) REFERENCES workflow_processes(school_id, id),
  FOREIGN KEY (school_id, version_id) REFERENCES workflow_versions(school_id, id),
  FOREIGN KEY (school_id, applicant_id) REFERENCES members(institution_id, id)
);--> statement-breakpoint
CREATE INDEX workflow_requests_applicant_idx ON workflow_requests (school_id, applicant_id, submitted_at DESC);--> statement-breakpoint
CREATE INDEX workflow_requests_submitted_idx ON workflow_requests (school_id, submitted_at DESC);--> statement-breakpoint
CREATE TABLE workflow_steps (
  school_id bigint NOT NULL,
  id bigserial NOT NULL,
  request_id bigint NOT NULL,
  idx integer NOT NULL,
  name text NOT NULL,
  approver_kind text NOT NULL,
  mode text NOT NULL,
  -- pending, waiting, approved, rejected, returned, skipped
  state text NOT NULL,
  time_limit_hours integer,
  started_at timestamp with time zone,
  reminded_at timestamp with time zone,
  PRIMARY KEY (school_id, id),
  FOREIGN KEY (school_id, request_id) REFERENCES workflow_requests(school_id, id) ON DELETE CASCADE,
  UNIQUE (school_id, request_id, idx)
);--> statement-breakpoint
-- the reminder scan reads waiting steps with a time limit only
CREATE INDEX workflow_steps_waiting_idx ON workflow_steps (started_at) WHERE state = 'waiting' AND time_limit_hours IS NOT NULL AND reminded_at IS NULL;--> statement-breakpoint
CREATE TABLE workflow_step_approvers (
  school_id bigint NOT NULL,
  step_id bigint NOT NULL,
  member_id bigint NOT NULL,
  request_id bigint NOT NULL,
  -- null while undecided; approve, reject, return, transfer
  decision text,
  decided_at timestamp with time zone,
  PRIMARY KEY (school_id, step_id, member_id),
  FOREIGN KEY (school_id, step_id) REFERENCES workflow_steps(school_id, id) ON DELETE CASCADE,
  FOREIGN KEY (school_id, member_id) REFERENCES members(institution_id, id)
);--> statement-breakpoint
-- the todo inbox: my undecided places
CREATE INDEX workflow_step_approvers_todo_idx ON workflow_step_approvers (school_id, member_id, request_id) WHERE decision IS NULL;--> statement-breakpoint
CREATE TABLE workflow_history (
  school_id bigint NOT NULL,
  id bigserial NOT NULL,
  request_id bigint NOT NULL,
  -- submit, approve, reject, return, resubmit, withdraw, transfer, comment, remind
  action text NOT NULL,
  actor_id bigint,
  step_name text,
  target_name text,
  comment text,
  image_ids bigint[] NOT NULL DEFAULT '{}',
  at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (school_id, id),
  FOREIGN KEY (school_id, request_id) REFERENCES workflow_requests(school_id, id) ON DELETE CASCADE
);--> statement-breakpoint
CREATE INDEX workflow_history_request_idx ON workflow_history (school_id, request_id, id);--> statement-breakpoint
-- the done inbox: what I decided
CREATE INDEX workflow_history_actor_idx ON workflow_history (school_id, actor_id, at DESC) WHERE action IN ('approve', 'reject', 'return', 'transfer');--> statement-breakpoint
CREATE TABLE workflow_copies (
  school_id bigint NOT NULL,
  request_id bigint NOT NULL,
  member_id bigint NOT NULL,
  PRIMARY KEY (school_id, request_id, member_id),
  FOREIGN KEY (school_id, request_id) REFERENCES workflow_requests(school_id, id) ON DELETE CASCADE,
  FOREIGN KEY (school_id, member_id) REFERENCES members(institution_id, id)
);--> statement-breakpoint
CREATE INDEX workflow_copies_member_idx ON workflow_copies (school_id, member_id);--> statement-breakpoint
SELECT kg_audit_attach('workflow_processes'::regclass);--> statement-breakpoint
SELECT kg_audit_attach('workflow_versions'::regclass);--> statement-breakpoint
SELECT kg_audit_attach('workflow_requests'::regclass);--> statement-breakpoint
SELECT kg_audit_attach('workflow_steps'::regclass);--> statement-breakpoint
SELECT kg_audit_attach('workflow_step_approvers'::regclass);--> statement-breakpoint
SELECT kg_audit_attach('workflow_history'::regclass);--> statement-breakpoint
SELECT kg_audit_attach('workflow_copies'::regclass);

CREATE TABLE "accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"real_name" text NOT NULL,
	"avatar_url" text,
	"need_update_password" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"last_org_id" bigint,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"name" text NOT NULL,
	"group_id" bigint,
	"region_keys" text,
	"address" text,
	"logo_url" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_roles" (
	"institution_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	CONSTRAINT "member_roles_institution_id_member_id_role_id_pk" PRIMARY KEY("institution_id","member_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"institution_id" bigint NOT NULL,
	"id" bigserial NOT NULL,
	"account_id" bigint NOT NULL,
	"real_name" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"all_range" boolean DEFAULT false NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_institution_id_id_pk" PRIMARY KEY("institution_id","id")
);
--> statement-breakpoint
CREATE TABLE "regulator_schools" (
	"regulator_id" bigint NOT NULL,
	"school_id" bigint NOT NULL,
	CONSTRAINT "regulator_schools_regulator_id_school_id_pk" PRIMARY KEY("regulator_id","school_id")
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"institution_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "role_permissions_institution_id_role_id_code_pk" PRIMARY KEY("institution_id","role_id","code")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"institution_id" bigint NOT NULL,
	"id" bigserial NOT NULL,
	"name" text NOT NULL,
	"builtin" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_institution_id_id_pk" PRIMARY KEY("institution_id","id")
);
--> statement-breakpoint
CREATE TABLE "staff_certificates" (
	"school_id" bigint NOT NULL,
	"id" bigserial NOT NULL,
	"member_id" bigint NOT NULL,
	"post_type" smallint NOT NULL,
	"certificate_name" text NOT NULL,
	"issuing_unit" text,
	"resource_id" text,
	"resource_url" text,
	CONSTRAINT "staff_certificates_school_id_id_pk" PRIMARY KEY("school_id","id")
);
--> statement-breakpoint
CREATE TABLE "staff_profiles" (
	"school_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"gender" smallint,
	"birthday" date,
	"nation" text,
	"id_card_type" smallint,
	"id_card_no" text,
	"country_type" smallint,
	"native_place" text,
	"address" text,
	"education" smallint,
	"email" text,
	"post_type" smallint,
	"job_title" text,
	"entry_date" date,
	"work_start_date" date,
	"teacher_qualification" text,
	"professional_title" text,
	"updated_at" timestamp with time zone,
	CONSTRAINT "staff_profiles_school_id_member_id_pk" PRIMARY KEY("school_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"school_id" bigint NOT NULL,
	"id" bigserial NOT NULL,
	"grade_id" bigint NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"max_students" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"graduated_at" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classes_school_id_id_pk" PRIMARY KEY("school_id","id")
);
--> statement-breakpoint
CREATE TABLE "grades" (
	"school_id" bigint NOT NULL,
	"id" bigserial NOT NULL,
	"name" text NOT NULL,
	"level" smallint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grades_school_id_id_pk" PRIMARY KEY("school_id","id")
);
--> statement-breakpoint
CREATE TABLE "guardians" (
	"school_id" bigint NOT NULL,
	"id" bigserial NOT NULL,
	"student_id" bigint NOT NULL,
	"account_id" bigint,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"relation" text NOT NULL,
	"is_direct_guardian" boolean DEFAULT false NOT NULL,
	CONSTRAINT "guardians_school_id_id_pk" PRIMARY KEY("school_id","id")
);
--> statement-breakpoint
CREATE TABLE "member_class_ranges" (
	"school_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"class_id" bigint NOT NULL,
	CONSTRAINT "member_class_ranges_school_id_member_id_class_id_pk" PRIMARY KEY("school_id","member_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "students" (
	"school_id" bigint NOT NULL,
	"id" bigserial NOT NULL,
	"class_id" bigint,
	"name" text NOT NULL,
	"gender" smallint NOT NULL,
	"birthday" date,
	"id_card_type" smallint DEFAULT 1 NOT NULL,
	"id_card_no" text,
	"nation" text,
	"student_no" text,
	"enrol_date" date,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_school_id_id_pk" PRIMARY KEY("school_id","id")
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_keys" (
	"key_id" text PRIMARY KEY NOT NULL,
	"temp_token_hash" text NOT NULL,
	"key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"old_phone" text NOT NULL,
	"new_phone" text NOT NULL,
	"changed_by" bigint,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referer_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"regulator_id" bigint NOT NULL,
	"school_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"region_key" text NOT NULL,
	"name" text NOT NULL,
	"level" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"institution_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"login_type" text DEFAULT '3' NOT NULL,
	"read_only" boolean DEFAULT false NOT NULL,
	"via_institution_id" bigint,
	"user_agent" text,
	"ip" text,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"scene" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"content" text NOT NULL,
	"provider" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_binds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"bind_type" smallint DEFAULT 1 NOT NULL,
	"open_id" text NOT NULL,
	"union_id" text,
	"nickname" text,
	"avatar_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_group_id_institutions_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_roles" ADD CONSTRAINT "member_roles_institution_id_member_id_members_institution_id_id_fk" FOREIGN KEY ("institution_id","member_id") REFERENCES "public"."members"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_roles" ADD CONSTRAINT "member_roles_institution_id_role_id_roles_institution_id_id_fk" FOREIGN KEY ("institution_id","role_id") REFERENCES "public"."roles"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulator_schools" ADD CONSTRAINT "regulator_schools_regulator_id_institutions_id_fk" FOREIGN KEY ("regulator_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulator_schools" ADD CONSTRAINT "regulator_schools_school_id_institutions_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_institution_id_role_id_roles_institution_id_id_fk" FOREIGN KEY ("institution_id","role_id") REFERENCES "public"."roles"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_certificates" ADD CONSTRAINT "staff_certificates_school_id_member_id_members_institution_id_id_fk" FOREIGN KEY ("school_id","member_id") REFERENCES "public"."members"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD CONSTRAINT "staff_profiles_school_id_member_id_members_institution_id_id_fk" FOREIGN KEY ("school_id","member_id") REFERENCES "public"."members"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_school_id_institutions_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_school_id_grade_id_grades_school_id_id_fk" FOREIGN KEY ("school_id","grade_id") REFERENCES "public"."grades"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_school_id_institutions_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardians" ADD CONSTRAINT "guardians_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardians" ADD CONSTRAINT "guardians_school_id_student_id_students_school_id_id_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."students"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_class_ranges" ADD CONSTRAINT "member_class_ranges_school_id_member_id_members_institution_id_id_fk" FOREIGN KEY ("school_id","member_id") REFERENCES "public"."members"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_class_ranges" ADD CONSTRAINT "member_class_ranges_school_id_class_id_classes_school_id_id_fk" FOREIGN KEY ("school_id","class_id") REFERENCES "public"."classes"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_school_id_institutions_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_school_id_class_id_classes_school_id_id_fk" FOREIGN KEY ("school_id","class_id") REFERENCES "public"."classes"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_changes" ADD CONSTRAINT "phone_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referer_tokens" ADD CONSTRAINT "referer_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_binds" ADD CONSTRAINT "wechat_binds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_phone_key" ON "accounts" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "institutions_group_idx" ON "institutions" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_account_key" ON "members" USING btree ("institution_id","account_id");--> statement-breakpoint
CREATE INDEX "members_account_idx" ON "members" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "regulator_schools_school_idx" ON "regulator_schools" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "staff_certificates_member_idx" ON "staff_certificates" USING btree ("school_id","member_id");--> statement-breakpoint
CREATE INDEX "classes_grade_idx" ON "classes" USING btree ("school_id","grade_id");--> statement-breakpoint
CREATE INDEX "guardians_student_idx" ON "guardians" USING btree ("school_id","student_id");--> statement-breakpoint
CREATE INDEX "students_class_idx" ON "students" USING btree ("school_id","class_id");--> statement-breakpoint
CREATE INDEX "students_name_idx" ON "students" USING btree ("school_id","name");--> statement-breakpoint
CREATE INDEX "login_failures_account_idx" ON "login_failures" USING btree ("account","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "phone_changes_account_day_idx" ON "phone_changes" USING btree ("account_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "regions_parent_idx" ON "regions" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_key_key" ON "regions" USING btree ("region_key");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("phone","scene","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_phone_idx" ON "sms_messages" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_ip_idx" ON "sms_messages" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_binds_open_key" ON "wechat_binds" USING btree ("bind_type","open_id");--> statement-breakpoint
CREATE INDEX "wechat_binds_account_idx" ON "wechat_binds" USING btree ("account_id");
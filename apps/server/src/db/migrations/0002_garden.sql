CREATE TABLE "class_brand_contents" (
	"school_id" bigint NOT NULL,
	"id" bigserial NOT NULL,
	"class_id" bigint NOT NULL,
	"content_type" smallint NOT NULL,
	"title" text NOT NULL,
	"content" text,
	"image_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_date" date,
	"end_date" date,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "class_brand_contents_school_id_id_pk" PRIMARY KEY("school_id","id")
);
--> statement-breakpoint
CREATE TABLE "course_classes" (
	"school_id" bigint NOT NULL,
	"course_id" bigint NOT NULL,
	"class_id" bigint NOT NULL,
	CONSTRAINT "course_classes_school_id_course_id_class_id_pk" PRIMARY KEY("school_id","course_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "course_signs" (
	"school_id" bigint NOT NULL,
	"id" bigserial NOT NULL,
	"course_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"sign_date" date NOT NULL,
	"repaired" boolean DEFAULT false NOT NULL,
	"signed_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_signs_school_id_id_pk" PRIMARY KEY("school_id","id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"school_id" bigint NOT NULL,
	"id" bigserial NOT NULL,
	"name" text NOT NULL,
	"course_type" smallint DEFAULT 1 NOT NULL,
	"place_room_id" bigint,
	"teacher_member_id" bigint,
	"weekdays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_time" text,
	"end_time" text,
	"start_date" date,
	"end_date" date,
	"cover_url" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "courses_school_id_id_pk" PRIMARY KEY("school_id","id")
);
--> statement-breakpoint
CREATE TABLE "member_history" (
	"school_id" bigint NOT NULL,
	"id" bigserial NOT NULL,
	"member_id" bigint NOT NULL,
	"action" smallint NOT NULL,
	"happened_on" date NOT NULL,
	"reason" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_history_school_id_id_pk" PRIMARY KEY("school_id","id")
);
--> statement-breakpoint
CREATE TABLE "member_positions" (
	"school_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"position_id" bigint NOT NULL,
	CONSTRAINT "member_positions_school_id_member_id_position_id_pk" PRIMARY KEY("school_id","member_id","position_id")
);
--> statement-breakpoint
CREATE TABLE "place_rooms" (
	"school_id" bigint NOT NULL,
	"id" bigserial NOT NULL,
	"name" text NOT NULL,
	"room_type" smallint DEFAULT 1 NOT NULL,
	"capacity" integer,
	"location" text,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_rooms_school_id_id_pk" PRIMARY KEY("school_id","id")
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"school_id" bigint NOT NULL,
	"id" bigserial NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "positions_school_id_id_pk" PRIMARY KEY("school_id","id")
);
--> statement-breakpoint
CREATE TABLE "school_terms" (
	"school_id" bigint NOT NULL,
	"id" bigserial NOT NULL,
	"school_year" integer NOT NULL,
	"term_type" smallint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_terms_school_id_id_pk" PRIMARY KEY("school_id","id")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"school_id" bigint NOT NULL,
	"id" bigserial NOT NULL,
	"kind" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"compress_key" text,
	"thumbnail_key" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_school_id_id_pk" PRIMARY KEY("school_id","id")
);
--> statement-breakpoint
ALTER TABLE "class_brand_contents" ADD CONSTRAINT "class_brand_contents_school_id_institutions_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_brand_contents" ADD CONSTRAINT "class_brand_contents_school_id_class_id_classes_school_id_id_fk" FOREIGN KEY ("school_id","class_id") REFERENCES "public"."classes"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_classes" ADD CONSTRAINT "course_classes_school_id_course_id_courses_school_id_id_fk" FOREIGN KEY ("school_id","course_id") REFERENCES "public"."courses"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_classes" ADD CONSTRAINT "course_classes_school_id_class_id_classes_school_id_id_fk" FOREIGN KEY ("school_id","class_id") REFERENCES "public"."classes"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_signs" ADD CONSTRAINT "course_signs_school_id_course_id_courses_school_id_id_fk" FOREIGN KEY ("school_id","course_id") REFERENCES "public"."courses"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_signs" ADD CONSTRAINT "course_signs_school_id_student_id_students_school_id_id_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."students"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_school_id_institutions_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_school_id_place_room_id_place_rooms_school_id_id_fk" FOREIGN KEY ("school_id","place_room_id") REFERENCES "public"."place_rooms"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_school_id_teacher_member_id_members_institution_id_id_fk" FOREIGN KEY ("school_id","teacher_member_id") REFERENCES "public"."members"("institution_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_history" ADD CONSTRAINT "member_history_school_id_member_id_members_institution_id_id_fk" FOREIGN KEY ("school_id","member_id") REFERENCES "public"."members"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_positions" ADD CONSTRAINT "member_positions_school_id_member_id_members_institution_id_id_fk" FOREIGN KEY ("school_id","member_id") REFERENCES "public"."members"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_positions" ADD CONSTRAINT "member_positions_school_id_position_id_positions_school_id_id_fk" FOREIGN KEY ("school_id","position_id") REFERENCES "public"."positions"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_rooms" ADD CONSTRAINT "place_rooms_school_id_institutions_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_school_id_institutions_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_terms" ADD CONSTRAINT "school_terms_school_id_institutions_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_school_id_institutions_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_brand_contents_class_idx" ON "class_brand_contents" USING btree ("school_id","class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_signs_key" ON "course_signs" USING btree ("school_id","course_id","student_id","sign_date");--> statement-breakpoint
CREATE INDEX "member_history_member_idx" ON "member_history" USING btree ("school_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "place_rooms_name_key" ON "place_rooms" USING btree ("school_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "positions_name_key" ON "positions" USING btree ("school_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "school_terms_year_key" ON "school_terms" USING btree ("school_id","school_year","term_type");
CREATE TABLE "schedule_shares" (
	"schedule_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"shared_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_shares_schedule_id_user_id_pk" PRIMARY KEY("schedule_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer,
	"name" text NOT NULL,
	"description" text,
	"owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lesson_name" text DEFAULT '' NOT NULL,
	"periods" integer DEFAULT 1 NOT NULL,
	"knowledge" text DEFAULT '' NOT NULL,
	"competences" text DEFAULT '' NOT NULL,
	"qualities" text DEFAULT '' NOT NULL,
	"equipment" text DEFAULT '' NOT NULL,
	"activities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reader_role_id" integer,
	"level" text DEFAULT 'personal' NOT NULL,
	"status" text DEFAULT 'approved' NOT NULL,
	"review_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"category_id" integer,
	"subject_id" integer,
	"grade_id" integer,
	"supplier_id" integer,
	"textbook_series_id" integer,
	"topic_id" integer,
	"source_id" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_shares" ADD CONSTRAINT "schedule_shares_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_shares" ADD CONSTRAINT "schedule_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_shares" ADD CONSTRAINT "schedule_shares_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_reader_role_id_school_roles_id_fk" FOREIGN KEY ("reader_role_id") REFERENCES "public"."school_roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_category_id_library_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."library_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_textbook_series_id_textbook_series_id_fk" FOREIGN KEY ("textbook_series_id") REFERENCES "public"."textbook_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_shares_user_idx" ON "schedule_shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "schedules_level_idx" ON "schedules" USING btree ("level","school_id","owner_id");--> statement-breakpoint
-- Schools made before plans existed: their default teacher and principal roles gain what default-roles.ts now gives
-- (write personal plans, send them to the school; the principal also edits and deletes school plans).
INSERT INTO "school_role_permissions" ("role_id", "permission_id")
SELECT r."id", p."id" FROM "school_roles" r
JOIN "permissions" p ON p."id" IN (1106, 1107, 1108, 1046)
WHERE r."position" IN ('teacher', 'officer')
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "school_role_permissions" ("role_id", "permission_id")
SELECT r."id", p."id" FROM "school_roles" r
JOIN "permissions" p ON p."id" IN (1047, 1048)
WHERE r."position" = 'officer'
ON CONFLICT DO NOTHING;

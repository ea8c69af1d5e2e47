CREATE TABLE "stem_topic_experiments" (
	"topic_id" integer NOT NULL,
	"experiment_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "stem_topic_experiments_topic_id_experiment_id_pk" PRIMARY KEY("topic_id","experiment_id")
);
--> statement-breakpoint
CREATE TABLE "stem_topic_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"given_by" integer,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stem_topic_lectures" (
	"topic_id" integer NOT NULL,
	"lecture_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "stem_topic_lectures_topic_id_lecture_id_pk" PRIMARY KEY("topic_id","lecture_id")
);
--> statement-breakpoint
CREATE TABLE "stem_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"author_id" integer,
	"subject_id" integer,
	"grade_id" integer,
	"title" text NOT NULL,
	"driving_question" text NOT NULL,
	"materials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rubric" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stem_topic_experiments" ADD CONSTRAINT "stem_topic_experiments_topic_id_stem_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."stem_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stem_topic_experiments" ADD CONSTRAINT "stem_topic_experiments_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stem_topic_groups" ADD CONSTRAINT "stem_topic_groups_topic_id_stem_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."stem_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stem_topic_groups" ADD CONSTRAINT "stem_topic_groups_group_id_school_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."school_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stem_topic_groups" ADD CONSTRAINT "stem_topic_groups_given_by_users_id_fk" FOREIGN KEY ("given_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stem_topic_lectures" ADD CONSTRAINT "stem_topic_lectures_topic_id_stem_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."stem_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stem_topic_lectures" ADD CONSTRAINT "stem_topic_lectures_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stem_topics" ADD CONSTRAINT "stem_topics_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stem_topics" ADD CONSTRAINT "stem_topics_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stem_topics" ADD CONSTRAINT "stem_topics_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stem_topics" ADD CONSTRAINT "stem_topics_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stem_topic_experiments_experiment_idx" ON "stem_topic_experiments" USING btree ("experiment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stem_topic_groups_topic_group_idx" ON "stem_topic_groups" USING btree ("topic_id","group_id");--> statement-breakpoint
CREATE INDEX "stem_topic_groups_group_idx" ON "stem_topic_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "stem_topic_lectures_lecture_idx" ON "stem_topic_lectures" USING btree ("lecture_id");--> statement-breakpoint
CREATE INDEX "stem_topics_school_idx" ON "stem_topics" USING btree ("school_id","updated_at");--> statement-breakpoint
-- The STEM library's permissions for the default roles of schools made before it (server/src/schools/default-roles.ts):
-- teachers write topics; principals also edit and delete everyone's.
INSERT INTO "school_role_permissions" ("role_id", "permission_id")
SELECT r."id", p."id" FROM "school_roles" r
JOIN "permissions" p ON p."id" IN (1061)
WHERE r."position" IN ('teacher', 'officer')
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "school_role_permissions" ("role_id", "permission_id")
SELECT r."id", p."id" FROM "school_roles" r
JOIN "permissions" p ON p."id" IN (1062, 1063)
WHERE r."position" = 'officer'
ON CONFLICT DO NOTHING;

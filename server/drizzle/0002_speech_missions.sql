CREATE TABLE "comment_template_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"min_score" double precision NOT NULL,
	"max_score" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comment_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"mission_id" integer,
	"submission_id" integer,
	"author_id" integer,
	"student_id" integer NOT NULL,
	"type" text DEFAULT 'comment' NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lectures" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"body" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"mission_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"late" boolean DEFAULT false NOT NULL,
	"score" double precision,
	"graded_by" integer,
	"graded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_task_results" (
	"submission_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"user_exam_id" integer,
	"read_at" timestamp with time zone,
	"attempts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"score" double precision,
	"teacher_score" double precision,
	"completed_at" timestamp with time zone,
	CONSTRAINT "mission_task_results_submission_id_task_id_pk" PRIMARY KEY("submission_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "mission_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"mission_id" integer NOT NULL,
	"position" integer NOT NULL,
	"task_type" text NOT NULL,
	"exam_id" integer,
	"lecture_id" integer,
	"speaking_text" text,
	"content_id" integer
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"start_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "english_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"meaning" text,
	"phonetic" text,
	"audio_url" text,
	"status" text DEFAULT 'approved' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "english_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"series_id" integer NOT NULL,
	"grade" integer NOT NULL,
	"unit" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "speaking_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"content_id" integer,
	"mode" text NOT NULL,
	"sentence" text NOT NULL,
	"status" text NOT NULL,
	"provider" text,
	"overall" integer,
	"result" jsonb,
	"device_result" jsonb,
	"audio" "bytea" NOT NULL,
	"audio_type" text NOT NULL,
	"audio_seconds" double precision NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"client_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "speech_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"school_id" integer,
	"history_id" integer,
	"mode" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"overall" integer,
	"duration_ms" integer NOT NULL,
	"audio_seconds" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "user_exams_attempt_idx";--> statement-breakpoint
ALTER TABLE "user_exams" ADD COLUMN "mission_id" integer;--> statement-breakpoint
ALTER TABLE "comment_template_settings" ADD CONSTRAINT "comment_template_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_template_settings" ADD CONSTRAINT "comment_template_settings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_template_settings" ADD CONSTRAINT "comment_template_settings_template_id_comment_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."comment_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_templates" ADD CONSTRAINT "comment_templates_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_templates" ADD CONSTRAINT "comment_templates_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_group_id_school_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."school_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_submission_id_mission_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."mission_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lectures" ADD CONSTRAINT "lectures_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lectures" ADD CONSTRAINT "lectures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_submissions" ADD CONSTRAINT "mission_submissions_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_submissions" ADD CONSTRAINT "mission_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_submissions" ADD CONSTRAINT "mission_submissions_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_task_results" ADD CONSTRAINT "mission_task_results_submission_id_mission_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."mission_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_task_results" ADD CONSTRAINT "mission_task_results_task_id_mission_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."mission_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_task_results" ADD CONSTRAINT "mission_task_results_user_exam_id_user_exams_id_fk" FOREIGN KEY ("user_exam_id") REFERENCES "public"."user_exams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_tasks" ADD CONSTRAINT "mission_tasks_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_tasks" ADD CONSTRAINT "mission_tasks_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_tasks" ADD CONSTRAINT "mission_tasks_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_group_id_school_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."school_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "english_items" ADD CONSTRAINT "english_items_lesson_id_english_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."english_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "english_lessons" ADD CONSTRAINT "english_lessons_series_id_textbook_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."textbook_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speaking_histories" ADD CONSTRAINT "speaking_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speaking_histories" ADD CONSTRAINT "speaking_histories_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speaking_histories" ADD CONSTRAINT "speaking_histories_content_id_english_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."english_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_requests" ADD CONSTRAINT "speech_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_requests" ADD CONSTRAINT "speech_requests_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_requests" ADD CONSTRAINT "speech_requests_history_id_speaking_histories_id_fk" FOREIGN KEY ("history_id") REFERENCES "public"."speaking_histories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_template_settings_owner_idx" ON "comment_template_settings" USING btree ("school_id","owner_id");--> statement-breakpoint
CREATE INDEX "comment_templates_owner_idx" ON "comment_templates" USING btree ("school_id","owner_id");--> statement-breakpoint
CREATE INDEX "comments_student_idx" ON "comments" USING btree ("student_id","group_id");--> statement-breakpoint
CREATE INDEX "comments_author_idx" ON "comments" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mission_submissions_user_idx" ON "mission_submissions" USING btree ("mission_id","user_id");--> statement-breakpoint
CREATE INDEX "mission_submissions_status_idx" ON "mission_submissions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "mission_tasks_mission_idx" ON "mission_tasks" USING btree ("mission_id");--> statement-breakpoint
CREATE INDEX "missions_group_idx" ON "missions" USING btree ("group_id","due_at");--> statement-breakpoint
CREATE INDEX "english_items_lesson_idx" ON "english_items" USING btree ("lesson_id","position");--> statement-breakpoint
CREATE INDEX "english_items_text_idx" ON "english_items" USING btree ("text");--> statement-breakpoint
CREATE INDEX "english_lessons_series_idx" ON "english_lessons" USING btree ("series_id","grade");--> statement-breakpoint
CREATE INDEX "speaking_histories_user_idx" ON "speaking_histories" USING btree ("user_id","school_id","created_at");--> statement-breakpoint
CREATE INDEX "speaking_histories_school_idx" ON "speaking_histories" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "speaking_histories_client_key_idx" ON "speaking_histories" USING btree ("client_key");--> statement-breakpoint
CREATE INDEX "speech_requests_created_idx" ON "speech_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "speech_requests_user_idx" ON "speech_requests" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "user_exams" ADD CONSTRAINT "user_exams_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_exams_mission_attempt_idx" ON "user_exams" USING btree ("mission_id","exam_id","user_id") WHERE mission_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "user_exams_attempt_idx" ON "user_exams" USING btree ("exam_id","group_id","user_id") WHERE mission_id is null;
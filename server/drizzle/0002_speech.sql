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
	"audio" bytea NOT NULL,
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
ALTER TABLE "english_lessons" ADD CONSTRAINT "english_lessons_series_id_textbook_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."textbook_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "english_items" ADD CONSTRAINT "english_items_lesson_id_english_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."english_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speaking_histories" ADD CONSTRAINT "speaking_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speaking_histories" ADD CONSTRAINT "speaking_histories_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speaking_histories" ADD CONSTRAINT "speaking_histories_content_id_english_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."english_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_requests" ADD CONSTRAINT "speech_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_requests" ADD CONSTRAINT "speech_requests_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_requests" ADD CONSTRAINT "speech_requests_history_id_speaking_histories_id_fk" FOREIGN KEY ("history_id") REFERENCES "public"."speaking_histories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "english_lessons_series_idx" ON "english_lessons" USING btree ("series_id","grade");--> statement-breakpoint
CREATE INDEX "english_items_lesson_idx" ON "english_items" USING btree ("lesson_id","position");--> statement-breakpoint
CREATE INDEX "english_items_text_idx" ON "english_items" USING btree ("text");--> statement-breakpoint
CREATE INDEX "speaking_histories_user_idx" ON "speaking_histories" USING btree ("user_id","school_id","created_at");--> statement-breakpoint
CREATE INDEX "speaking_histories_school_idx" ON "speaking_histories" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "speaking_histories_client_key_idx" ON "speaking_histories" USING btree ("client_key");--> statement-breakpoint
CREATE INDEX "speech_requests_created_idx" ON "speech_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "speech_requests_user_idx" ON "speech_requests" USING btree ("user_id");

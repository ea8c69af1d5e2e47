CREATE TABLE "user_exam_late_copies" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_exam_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"answers" jsonb NOT NULL,
	"submit" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_exams" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "user_exam_late_copies" ADD CONSTRAINT "user_exam_late_copies_user_exam_id_user_exams_id_fk" FOREIGN KEY ("user_exam_id") REFERENCES "public"."user_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_exam_late_copies_attempt_idx" ON "user_exam_late_copies" USING btree ("user_exam_id");
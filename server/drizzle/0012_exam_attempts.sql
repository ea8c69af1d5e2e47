DROP INDEX "user_exams_attempt_idx";--> statement-breakpoint
ALTER TABLE "exam_assignments" ADD COLUMN "max_attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_exams" ADD COLUMN "attempt_no" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "user_exams_attempt_no_idx" ON "user_exams" USING btree ("exam_id","group_id","user_id","attempt_no") WHERE mission_id is null;
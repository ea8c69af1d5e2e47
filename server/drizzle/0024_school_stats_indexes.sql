CREATE INDEX "missions_school_due_idx" ON "missions" USING btree ("school_id","due_at");--> statement-breakpoint
CREATE INDEX "user_exams_group_submitted_idx" ON "user_exams" USING btree ("group_id","submitted_at");--> statement-breakpoint
CREATE INDEX "speech_requests_school_created_idx" ON "speech_requests" USING btree ("school_id","created_at");
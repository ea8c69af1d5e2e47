CREATE INDEX "access_tokens_created_idx" ON "access_tokens" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "exams_pending_idx" ON "exams" USING btree ("school_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "question_collections_pending_idx" ON "question_collections" USING btree ("school_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "lectures_pending_idx" ON "lectures" USING btree ("school_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "user_exams_submitted_idx" ON "user_exams" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "stored_files_school_idx" ON "stored_files" USING btree ("school_id","kind");--> statement-breakpoint
CREATE INDEX "media_resources_pending_idx" ON "media_resources" USING btree ("school_id") WHERE status = 'pending';
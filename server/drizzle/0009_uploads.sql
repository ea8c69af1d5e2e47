ALTER TABLE "schools" ADD COLUMN "storage_limit_mb" integer;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "thumbnail_key" text;
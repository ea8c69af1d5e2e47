CREATE TABLE "speaking_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer,
	"provider" text NOT NULL,
	"api_url" text,
	"token_sealed" text,
	"good_threshold" integer NOT NULL,
	"fair_threshold" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer,
	"user_type" text NOT NULL,
	"storage_mb" integer NOT NULL,
	"scripted_call_limit" integer NOT NULL,
	"unscripted_call_limit" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "total_available_storage" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "total_available_storage" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "scripted_call_limit" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "scripted_call_limit" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "unscripted_call_limit" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "unscripted_call_limit" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "speaking_settings" ADD CONSTRAINT "speaking_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_limits" ADD CONSTRAINT "usage_limits_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "speaking_settings_scope_idx" ON "speaking_settings" USING btree (coalesce("school_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "usage_limits_scope_idx" ON "usage_limits" USING btree (coalesce("school_id", 0),"user_type");--> statement-breakpoint
-- Accounts still holding the old column defaults follow the limits of their type from now on (the code's built-in
-- defaults are the same figures, so nobody's limits change); any other figure was set by hand and stays theirs.
UPDATE "users" SET "total_available_storage" = NULL WHERE "total_available_storage" = 1024;--> statement-breakpoint
UPDATE "users" SET "scripted_call_limit" = NULL WHERE "scripted_call_limit" = 500;--> statement-breakpoint
UPDATE "users" SET "unscripted_call_limit" = NULL WHERE "unscripted_call_limit" = 100;

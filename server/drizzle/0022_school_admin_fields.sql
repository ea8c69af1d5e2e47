ALTER TABLE "schools" ADD COLUMN "speaking_call_limit" integer;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "contract_starts_on" date;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "province_code" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "ward_code" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "street" text;
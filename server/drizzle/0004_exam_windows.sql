ALTER TABLE "exam_assignments" ADD COLUMN "opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exam_assignments" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exam_assignments" ADD COLUMN "results_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "result_release" text DEFAULT 'immediately' NOT NULL;
ALTER TABLE "english_items" ADD COLUMN "example" text;--> statement-breakpoint
ALTER TABLE "english_items" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "english_lessons" ADD COLUMN "school_id" integer;--> statement-breakpoint
ALTER TABLE "english_lessons" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "english_lessons" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "english_lessons" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "english_lessons" ADD COLUMN "level" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "english_lessons" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "english_lessons" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "english_lessons" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "english_lessons" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "english_lessons" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "english_lessons" ADD COLUMN "subject_id" integer;--> statement-breakpoint
ALTER TABLE "english_lessons" ADD COLUMN "grade_id" integer;--> statement-breakpoint
ALTER TABLE "english_lessons" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "english_lessons" ADD COLUMN "topic_id" integer;--> statement-breakpoint
ALTER TABLE "english_lessons" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "english_lessons" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "english_lessons" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "english_lessons" ADD CONSTRAINT "english_lessons_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "english_lessons" ADD CONSTRAINT "english_lessons_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "english_lessons" ADD CONSTRAINT "english_lessons_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "english_lessons" ADD CONSTRAINT "english_lessons_category_id_library_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."library_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "english_lessons" ADD CONSTRAINT "english_lessons_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "english_lessons" ADD CONSTRAINT "english_lessons_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "english_lessons" ADD CONSTRAINT "english_lessons_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "english_lessons" ADD CONSTRAINT "english_lessons_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "english_lessons_level_idx" ON "english_lessons" USING btree ("level","school_id","owner_id");--> statement-breakpoint
CREATE INDEX "english_lessons_pending_idx" ON "english_lessons" USING btree ("school_id") WHERE status = 'pending';--> statement-breakpoint
UPDATE "english_lessons" l SET "grade_id" = (SELECT g."id" FROM "grades" g WHERE g."level" = l."grade" ORDER BY g."position", g."id" LIMIT 1), "search_text" = lower(l."title");

CREATE TABLE "media_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer,
	"owner_id" integer,
	"name" text NOT NULL,
	"description" text,
	"media_type" text NOT NULL,
	"file_id" integer NOT NULL,
	"thumbnail_file_id" integer,
	"duration_seconds" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"level" text DEFAULT 'personal' NOT NULL,
	"status" text DEFAULT 'approved' NOT NULL,
	"review_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"category_id" integer,
	"subject_id" integer,
	"grade_id" integer,
	"supplier_id" integer,
	"textbook_series_id" integer,
	"topic_id" integer,
	"source_id" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_resources_type_check" CHECK ("media_resources"."media_type" in ('image', 'video', 'audio', '3d'))
);
--> statement-breakpoint
ALTER TABLE "media_resources" ADD CONSTRAINT "media_resources_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_resources" ADD CONSTRAINT "media_resources_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_resources" ADD CONSTRAINT "media_resources_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_resources" ADD CONSTRAINT "media_resources_thumbnail_file_id_stored_files_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_resources" ADD CONSTRAINT "media_resources_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_resources" ADD CONSTRAINT "media_resources_category_id_library_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."library_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_resources" ADD CONSTRAINT "media_resources_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_resources" ADD CONSTRAINT "media_resources_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_resources" ADD CONSTRAINT "media_resources_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_resources" ADD CONSTRAINT "media_resources_textbook_series_id_textbook_series_id_fk" FOREIGN KEY ("textbook_series_id") REFERENCES "public"."textbook_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_resources" ADD CONSTRAINT "media_resources_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_resources_level_idx" ON "media_resources" USING btree ("level","school_id","owner_id");--> statement-breakpoint
CREATE INDEX "media_resources_file_idx" ON "media_resources" USING btree ("file_id");
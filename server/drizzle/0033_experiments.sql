CREATE TABLE "experiment_package_files" (
	"package_id" integer NOT NULL,
	"path" text NOT NULL,
	"key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"etag" text NOT NULL,
	CONSTRAINT "experiment_package_files_package_id_path_pk" PRIMARY KEY("package_id","path")
);
--> statement-breakpoint
CREATE TABLE "experiment_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" uuid NOT NULL,
	"owner_id" integer,
	"school_id" integer,
	"filename" text NOT NULL,
	"file_count" integer NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiment_packages_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer,
	"owner_id" integer,
	"name" text NOT NULL,
	"description" text,
	"instructions" text,
	"package_id" integer NOT NULL,
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
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "experiment_package_files" ADD CONSTRAINT "experiment_package_files_package_id_experiment_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."experiment_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_packages" ADD CONSTRAINT "experiment_packages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_packages" ADD CONSTRAINT "experiment_packages_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_package_id_experiment_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."experiment_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_category_id_library_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."library_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_textbook_series_id_textbook_series_id_fk" FOREIGN KEY ("textbook_series_id") REFERENCES "public"."textbook_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experiments_level_idx" ON "experiments" USING btree ("level","school_id","owner_id");--> statement-breakpoint
CREATE INDEX "experiments_pending_idx" ON "experiments" USING btree ("school_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "experiments_package_idx" ON "experiments" USING btree ("package_id");
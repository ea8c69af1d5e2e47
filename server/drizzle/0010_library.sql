CREATE TABLE "library_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer,
	"target_user_id" integer,
	"result_item_id" integer,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"school_id" integer,
	"parent_id" integer,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"subject_id" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exams" ALTER COLUMN "school_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "shuffle_questions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "shuffle_options" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "level" text DEFAULT 'personal' NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "subject_id" integer;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "grade_id" integer;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "textbook_series_id" integer;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "topic_id" integer;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "question_collections" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "question_collections" ADD COLUMN "level" text DEFAULT 'personal' NOT NULL;--> statement-breakpoint
ALTER TABLE "question_collections" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "question_collections" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "question_collections" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "question_collections" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "question_collections" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "question_collections" ADD COLUMN "subject_id" integer;--> statement-breakpoint
ALTER TABLE "question_collections" ADD COLUMN "grade_id" integer;--> statement-breakpoint
ALTER TABLE "question_collections" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "question_collections" ADD COLUMN "textbook_series_id" integer;--> statement-breakpoint
ALTER TABLE "question_collections" ADD COLUMN "topic_id" integer;--> statement-breakpoint
ALTER TABLE "question_collections" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "question_collections" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "question_collections" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "exam_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "level" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "points" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "explanation" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "library_actions" ADD CONSTRAINT "library_actions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_actions" ADD CONSTRAINT "library_actions_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_categories" ADD CONSTRAINT "library_categories_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_categories" ADD CONSTRAINT "library_categories_parent_id_library_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."library_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_actions_item_idx" ON "library_actions" USING btree ("content_type","item_id");--> statement-breakpoint
CREATE INDEX "library_categories_type_idx" ON "library_categories" USING btree ("type","school_id");--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_category_id_library_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."library_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_textbook_series_id_textbook_series_id_fk" FOREIGN KEY ("textbook_series_id") REFERENCES "public"."textbook_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_collections" ADD CONSTRAINT "question_collections_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_collections" ADD CONSTRAINT "question_collections_category_id_library_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."library_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_collections" ADD CONSTRAINT "question_collections_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_collections" ADD CONSTRAINT "question_collections_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_collections" ADD CONSTRAINT "question_collections_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_collections" ADD CONSTRAINT "question_collections_textbook_series_id_textbook_series_id_fk" FOREIGN KEY ("textbook_series_id") REFERENCES "public"."textbook_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_collections" ADD CONSTRAINT "question_collections_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_collections_level_idx" ON "question_collections" USING btree ("level","school_id","owner_id");--> statement-breakpoint
CREATE INDEX "questions_collection_idx" ON "questions" USING btree ("collection_id","position");--> statement-breakpoint
CREATE INDEX "questions_exam_idx" ON "questions" USING btree ("exam_id");
--> statement-breakpoint
-- Existing items get their folded search text (src/shared/fold.ts does the same on every later write).
UPDATE "question_collections" SET "search_text" = translate(lower("name"), 'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđÀÁẠẢÃÂẦẤẬẨẪĂẰẮẶẲẴÈÉẸẺẼÊỀẾỆỂỄÌÍỊỈĨÒÓỌỎÕÔỒỐỘỔỖƠỜỚỢỞỠÙÚỤỦŨƯỪỨỰỬỮỲÝỴỶỸĐ', 'aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyydaaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyyd');--> statement-breakpoint
UPDATE "exams" SET "search_text" = translate(lower("title"), 'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđÀÁẠẢÃÂẦẤẬẨẪĂẰẮẶẲẴÈÉẸẺẼÊỀẾỆỂỄÌÍỊỈĨÒÓỌỎÕÔỒỐỘỔỖƠỜỚỢỞỠÙÚỤỦŨƯỪỨỰỬỮỲÝỴỶỸĐ', 'aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyydaaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyyd');--> statement-breakpoint
UPDATE "questions" SET "search_text" = translate(lower(coalesce("content"->>'text', '')), 'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđÀÁẠẢÃÂẦẤẬẨẪĂẰẮẶẲẴÈÉẸẺẼÊỀẾỆỂỄÌÍỊỈĨÒÓỌỎÕÔỒỐỘỔỖƠỜỚỢỞỠÙÚỤỦŨƯỪỨỰỬỮỲÝỴỶỸĐ', 'aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyydaaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyyd');--> statement-breakpoint
UPDATE "exams" SET "level" = 'school' WHERE "created_by" IS NULL;

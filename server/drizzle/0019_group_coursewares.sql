CREATE TABLE "courseware_opens" (
	"courseware_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"first_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "courseware_opens_courseware_id_user_id_pk" PRIMARY KEY("courseware_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_coursewares" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"kind" text NOT NULL,
	"lecture_id" integer,
	"book_id" integer,
	"media_id" integer,
	"item_id" integer GENERATED ALWAYS AS (coalesce("lecture_id", "book_id", "media_id")) STORED NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"note" text,
	"given_by" integer,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_coursewares_kind_check" CHECK (("group_coursewares"."kind" = 'lecture' and "group_coursewares"."lecture_id" is not null and "group_coursewares"."book_id" is null and "group_coursewares"."media_id" is null)
        or ("group_coursewares"."kind" = 'book' and "group_coursewares"."book_id" is not null and "group_coursewares"."lecture_id" is null and "group_coursewares"."media_id" is null)
        or ("group_coursewares"."kind" = 'media' and "group_coursewares"."media_id" is not null and "group_coursewares"."lecture_id" is null and "group_coursewares"."book_id" is null))
);
--> statement-breakpoint
ALTER TABLE "courseware_opens" ADD CONSTRAINT "courseware_opens_courseware_id_group_coursewares_id_fk" FOREIGN KEY ("courseware_id") REFERENCES "public"."group_coursewares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courseware_opens" ADD CONSTRAINT "courseware_opens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_coursewares" ADD CONSTRAINT "group_coursewares_group_id_school_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."school_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_coursewares" ADD CONSTRAINT "group_coursewares_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_coursewares" ADD CONSTRAINT "group_coursewares_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_coursewares" ADD CONSTRAINT "group_coursewares_media_id_media_resources_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_coursewares" ADD CONSTRAINT "group_coursewares_given_by_users_id_fk" FOREIGN KEY ("given_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_coursewares_item_idx" ON "group_coursewares" USING btree ("group_id","kind","item_id");--> statement-breakpoint
CREATE INDEX "group_coursewares_lecture_idx" ON "group_coursewares" USING btree ("lecture_id");--> statement-breakpoint
CREATE INDEX "group_coursewares_book_idx" ON "group_coursewares" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "group_coursewares_media_idx" ON "group_coursewares" USING btree ("media_id");
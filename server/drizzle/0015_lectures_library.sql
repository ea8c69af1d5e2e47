ALTER TABLE "lectures" ALTER COLUMN "school_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "deck" jsonb;--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "slide_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "level" text DEFAULT 'personal' NOT NULL;--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "subject_id" integer;--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "grade_id" integer;--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "textbook_series_id" integer;--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "topic_id" integer;--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Written by hand: the lectures missions read become school library items, each a deck of one slide holding its
-- title and its paragraphs (escaped, one <p> each); body becomes the deck's plain text and search_text its folded
-- copy (src/shared/fold.ts for Vietnamese: no diacritics, lower case, single spaces).
UPDATE "lectures" AS l SET
	"level" = 'school',
	"status" = 'approved',
	"updated_at" = l."created_at",
	"deck" = jsonb_build_object('slides', jsonb_build_array(jsonb_build_object(
		'id', gen_random_uuid()::text, 'background', '#ffffff', 'image', NULL::text, 'notes', '',
		'blocks', jsonb_build_array(jsonb_build_object(
			'id', gen_random_uuid()::text, 'type', 'text', 'rect', jsonb_build_object('x', 8, 'y', 8, 'w', 84, 'h', 18),
			'html', '<p><strong>' || replace(replace(replace(c."title", '&', '&amp;'), '<', '&lt;'), '>', '&gt;') || '</strong></p>',
			'text', c."title"
		)) || CASE WHEN c."text" = '' THEN '[]'::jsonb ELSE jsonb_build_array(jsonb_build_object(
			'id', gen_random_uuid()::text, 'type', 'text', 'rect', jsonb_build_object('x', 8, 'y', 30, 'w', 84, 'h', 62),
			'html', c."html", 'text', c."text"
		)) END
	))),
	"slide_count" = 1,
	"body" = concat_ws(E'\n\n', c."title", nullif(c."text", '')),
	"search_text" = btrim(regexp_replace(lower(translate(normalize(concat_ws(' ', c."title", l."summary", c."title", c."text"), NFC),
		'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđÀÁẠẢÃÂẦẤẬẨẪĂẰẮẶẲẴÈÉẸẺẼÊỀẾỆỂỄÌÍỊỈĨÒÓỌỎÕÔỒỐỘỔỖƠỜỚỢỞỠÙÚỤỦŨƯỪỨỰỬỮỲÝỴỶỸĐ',
		'aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyydaaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyyd')), '\s+', ' ', 'g'))
FROM (
	SELECT x."id", btrim(x."title", E' \t\r\n') AS "title",
		coalesce((SELECT string_agg('<p>' || replace(replace(replace(btrim(p, E' \t\r\n'), '&', '&amp;'), '<', '&lt;'), '>', '&gt;') || '</p>', '' ORDER BY n)
			FROM unnest(string_to_array(x."body", E'\n\n')) WITH ORDINALITY AS u(p, n) WHERE btrim(p, E' \t\r\n') <> ''), '') AS "html",
		coalesce((SELECT string_agg(btrim(p, E' \t\r\n'), E'\n\n' ORDER BY n)
			FROM unnest(string_to_array(x."body", E'\n\n')) WITH ORDINALITY AS u(p, n) WHERE btrim(p, E' \t\r\n') <> ''), '') AS "text"
	FROM "lectures" AS x
) AS c
WHERE c."id" = l."id";--> statement-breakpoint
ALTER TABLE "lectures" ALTER COLUMN "deck" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lectures" ADD CONSTRAINT "lectures_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lectures" ADD CONSTRAINT "lectures_category_id_library_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."library_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lectures" ADD CONSTRAINT "lectures_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lectures" ADD CONSTRAINT "lectures_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lectures" ADD CONSTRAINT "lectures_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lectures" ADD CONSTRAINT "lectures_textbook_series_id_textbook_series_id_fk" FOREIGN KEY ("textbook_series_id") REFERENCES "public"."textbook_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lectures" ADD CONSTRAINT "lectures_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lectures_level_idx" ON "lectures" USING btree ("level","school_id","created_by");
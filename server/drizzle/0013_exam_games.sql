ALTER TABLE "mini_games" ALTER COLUMN "collection_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mini_games" ADD COLUMN "exam_id" integer;--> statement-breakpoint
ALTER TABLE "mini_games" ADD CONSTRAINT "mini_games_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mini_games_exam_idx" ON "mini_games" USING btree ("exam_id");--> statement-breakpoint
ALTER TABLE "mini_games" ADD CONSTRAINT "mini_games_one_owner" CHECK (("mini_games"."collection_id" is null) <> ("mini_games"."exam_id" is null));
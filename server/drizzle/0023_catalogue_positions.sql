ALTER TABLE "grades" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every catalogue is ordered by (position, id) from now on: number existing rows in the order their selections had.
UPDATE "subjects" SET "position" = r.n FROM (SELECT "id", row_number() OVER (ORDER BY "id") AS n FROM "subjects") r WHERE "subjects"."id" = r."id";--> statement-breakpoint
UPDATE "grades" SET "position" = r.n FROM (SELECT "id", row_number() OVER (ORDER BY "level", "id") AS n FROM "grades") r WHERE "grades"."id" = r."id";--> statement-breakpoint
UPDATE "suppliers" SET "position" = r.n FROM (SELECT "id", row_number() OVER (ORDER BY "position", "name", "id") AS n FROM "suppliers") r WHERE "suppliers"."id" = r."id";--> statement-breakpoint
UPDATE "topics" SET "position" = r.n FROM (SELECT "id", row_number() OVER (ORDER BY "position", "name", "id") AS n FROM "topics") r WHERE "topics"."id" = r."id";

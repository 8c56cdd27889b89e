DROP INDEX "users_member_type_idx";--> statement-breakpoint
ALTER TABLE "member_tree" ADD COLUMN "downline_customers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_tree" ADD COLUMN "downline_ambassadors" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_tree" ADD COLUMN "downline_scholars" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "users_member_type_idx" ON "users" USING btree ("member_type","join_date","id");--> statement-breakpoint
-- Fill the new counters of an existing tree: each member counts once for every ancestor on its path.
UPDATE "member_tree" AS "t" SET "downline_customers" = "c"."customers", "downline_ambassadors" = "c"."ambassadors", "downline_scholars" = "c"."scholars"
FROM (
  SELECT "a"."id" AS "member_id",
         count(*) FILTER (WHERE "u"."member_type" = 'customer')::int AS "customers",
         count(*) FILTER (WHERE "u"."member_type" = 'ambassador')::int AS "ambassadors",
         count(*) FILTER (WHERE "u"."member_type" = 'scholar')::int AS "scholars"
  FROM "member_tree" AS "d"
  JOIN "users" AS "u" ON "u"."id" = "d"."member_id"
  CROSS JOIN LATERAL unnest((string_to_array(trim(BOTH '/' FROM "d"."path"), '/')::int[])[1:"d"."depth"]) AS "a"("id")
  GROUP BY "a"."id"
) AS "c"
WHERE "t"."member_id" = "c"."member_id";

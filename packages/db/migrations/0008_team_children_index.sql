DROP INDEX "member_tree_sponsor_id_idx";--> statement-breakpoint
CREATE INDEX "member_tree_sponsor_member_idx" ON "member_tree" USING btree ("sponsor_id","member_id");
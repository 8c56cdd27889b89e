ALTER TABLE "orders" ADD COLUMN "autoship_consent" jsonb;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "source_order_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "anchor_day" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "ship_to" jsonb;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "shipping_option_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "lang" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "first_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "reminded_cycle" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_source_order_key" ON "subscriptions" USING btree ("source_order_id");
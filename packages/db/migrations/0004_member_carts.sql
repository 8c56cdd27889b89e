CREATE TABLE "member_carts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"lines" jsonb NOT NULL,
	"currency" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_carts" ADD CONSTRAINT "member_carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "users" ADD COLUMN "filter_platforms" text[];--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "filter_length" text DEFAULT 'any' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contest_view" text DEFAULT 'cards' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_filter_length_check" CHECK ("users"."filter_length" in ('any', 'short', 'long'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_contest_view_check" CHECK ("users"."contest_view" in ('cards', 'list'));
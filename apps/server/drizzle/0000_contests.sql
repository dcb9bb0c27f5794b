CREATE TABLE "contests" (
	"id" text PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"external_id" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"video_solution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contests_platform_check" CHECK ("contests"."platform" in ('codeforces', 'leetcode', 'codechef')),
	CONSTRAINT "contests_duration_check" CHECK ("contests"."duration_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "platform_sync_status" (
	"platform" text PRIMARY KEY NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error_at" timestamp with time zone,
	"last_error" text,
	"contests_seen" integer,
	"contests_written" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "contests_platform_external_id_key" ON "contests" USING btree ("platform","external_id");--> statement-breakpoint
CREATE INDEX "contests_starts_at_id_idx" ON "contests" USING btree ("starts_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contests_platform_starts_at_id_idx" ON "contests" USING btree ("platform","starts_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contests_ends_at_idx" ON "contests" USING btree ("ends_at");
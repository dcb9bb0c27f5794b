CREATE TABLE "solution_videos" (
	"video_id" text PRIMARY KEY NOT NULL,
	"playlist_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"thumbnail_url" text,
	"status" text NOT NULL,
	"candidates" text[] DEFAULT '{}'::text[] NOT NULL,
	"reason" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "solution_videos_status_check" CHECK ("solution_videos"."status" in ('unmatched', 'pending', 'attached', 'skipped', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "source_sync_status" (
	"source" text PRIMARY KEY NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error_at" timestamp with time zone,
	"last_error" text,
	"items_seen" integer
);
--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "solution_source" text;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "solution_video_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hide_solution_links" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "solution_videos_status_published_idx" ON "solution_videos" USING btree ("status","published_at" DESC NULLS FIRST,"video_id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_solution_source_check" CHECK ("contests"."solution_source" is null or "contests"."solution_source" in ('admin', 'matched'));--> statement-breakpoint
-- Links saved before sources were recorded were all pasted by admins.
UPDATE "contests" SET "solution_source" = 'admin', "solution_video_id" = substring("video_solution" from 'v=([A-Za-z0-9_-]{11})') WHERE "video_solution" IS NOT NULL;

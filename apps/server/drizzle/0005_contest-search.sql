ALTER TABLE "contests" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "series_key" text;--> statement-breakpoint
CREATE INDEX "contests_search_idx" ON "contests" USING gin (to_tsvector('simple'::regconfig, "search_text"));
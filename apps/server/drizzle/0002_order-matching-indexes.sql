DROP INDEX "bookmarks_user_created_idx";--> statement-breakpoint
DROP INDEX "contests_starts_at_id_idx";--> statement-breakpoint
DROP INDEX "contests_platform_starts_at_id_idx";--> statement-breakpoint
CREATE INDEX "bookmarks_user_created_desc_idx" ON "bookmarks" USING btree ("user_id","created_at" DESC NULLS FIRST,"contest_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contests_starts_id_desc_idx" ON "contests" USING btree ("starts_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contests_platform_starts_id_desc_idx" ON "contests" USING btree ("platform","starts_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
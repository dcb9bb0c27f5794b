ALTER TABLE "platform_sync_status" ADD COLUMN "rows_skipped" integer;--> statement-breakpoint
ALTER TABLE "platform_sync_status" ADD COLUMN "skipped_by_reason" jsonb;
ALTER TABLE "notification_channels" ADD COLUMN "link_chat_id" text;--> statement-breakpoint
ALTER TABLE "notification_channels" ADD COLUMN "test_sent_at" timestamp with time zone;
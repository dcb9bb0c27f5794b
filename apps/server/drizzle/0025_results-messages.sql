ALTER TABLE "notification_rules" ADD COLUMN "include_following" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD COLUMN "payload" jsonb;
CREATE TABLE "notification_channels" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"destination" text,
	"label" text NOT NULL,
	"status" text NOT NULL,
	"off_reason" text,
	"link_token_hash" text,
	"link_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_channels_link_token_hash_unique" UNIQUE("link_token_hash"),
	CONSTRAINT "notification_channels_kind_check" CHECK ("notification_channels"."kind" in ('discord', 'telegram', 'webpush')),
	CONSTRAINT "notification_channels_status_check" CHECK ("notification_channels"."status" in ('pending', 'active', 'off'))
);
--> statement-breakpoint
CREATE TABLE "notification_rules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"scope" text NOT NULL,
	"platforms" text[] DEFAULT '{}'::text[] NOT NULL,
	"lead_minutes" integer[] NOT NULL,
	"channel_ids" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"channel_id" text NOT NULL,
	"contest_id" text NOT NULL,
	"kind" text NOT NULL,
	"lead_minutes" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"revision" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "reminder_deliveries_status_check" CHECK ("reminder_deliveries"."status" in ('pending', 'sent', 'dropped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "reminder_schedule" (
	"id" integer PRIMARY KEY NOT NULL,
	"planned_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "revised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notification_time_zone" text;--> statement-breakpoint
ALTER TABLE "notification_channels" ADD CONSTRAINT "notification_channels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_rules" ADD CONSTRAINT "notification_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_channel_id_notification_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."notification_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_channels_user_idx" ON "notification_channels" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notification_channels_destination_idx" ON "notification_channels" USING btree ("kind","destination");--> statement-breakpoint
CREATE INDEX "notification_rules_user_idx" ON "notification_rules" USING btree ("user_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_deliveries_once_key" ON "reminder_deliveries" USING btree ("channel_id","contest_id","kind","lead_minutes","starts_at","revision");--> statement-breakpoint
CREATE INDEX "reminder_deliveries_pending_idx" ON "reminder_deliveries" USING btree ("next_attempt_at") WHERE "reminder_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "contests_revised_at_idx" ON "contests" USING btree ("revised_at");
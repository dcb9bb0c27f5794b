ALTER TABLE "users" ADD COLUMN "admin_email" text;--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_admin_email_unique" UNIQUE("admin_email");
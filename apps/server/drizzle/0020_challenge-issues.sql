CREATE TABLE "handle_challenge_issues" (
	"user_id" bigint NOT NULL,
	"platform" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "handle_challenge_issues" ADD CONSTRAINT "handle_challenge_issues_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "handle_challenge_issues_user_idx" ON "handle_challenge_issues" USING btree ("user_id","platform","issued_at");
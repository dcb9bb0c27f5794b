CREATE TABLE "rating_changes" (
	"contest_id" text NOT NULL,
	"handle_key" text NOT NULL,
	"handle" text NOT NULL,
	"rank" integer NOT NULL,
	"old_rating" integer NOT NULL,
	"new_rating" integer NOT NULL,
	CONSTRAINT "rating_changes_contest_id_handle_key_pk" PRIMARY KEY("contest_id","handle_key")
);
--> statement-breakpoint
CREATE TABLE "rating_rounds" (
	"contest_id" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"computed_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"standings_final" boolean DEFAULT false NOT NULL,
	"poll_until" timestamp with time zone NOT NULL,
	CONSTRAINT "rating_rounds_state_check" CHECK ("rating_rounds"."state" in ('computing', 'predicted', 'final'))
);
--> statement-breakpoint
CREATE TABLE "user_following" (
	"user_id" bigint NOT NULL,
	"platform" text NOT NULL,
	"handle_key" text NOT NULL,
	"handle" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_following_user_id_platform_handle_key_pk" PRIMARY KEY("user_id","platform","handle_key")
);
--> statement-breakpoint
ALTER TABLE "rating_changes" ADD CONSTRAINT "rating_changes_contest_id_rating_rounds_contest_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."rating_rounds"("contest_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_rounds" ADD CONSTRAINT "rating_rounds_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_following" ADD CONSTRAINT "user_following_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rating_rounds_due_idx" ON "rating_rounds" USING btree ("due_at");
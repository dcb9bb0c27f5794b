CREATE TABLE "user_handles" (
	"user_id" bigint NOT NULL,
	"platform" text NOT NULL,
	"handle" text NOT NULL,
	"verified_at" timestamp with time zone,
	"challenge" jsonb,
	"challenge_issued_at" timestamp with time zone,
	"challenge_expires_at" timestamp with time zone,
	"last_fetched_at" timestamp with time zone,
	"fetch_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_handles_user_id_platform_pk" PRIMARY KEY("user_id","platform"),
	CONSTRAINT "user_handles_platform_check" CHECK ("user_handles"."platform" ~ '^[a-z][a-z0-9]*$')
);
--> statement-breakpoint
CREATE TABLE "user_results" (
	"user_id" bigint NOT NULL,
	"contest_id" text NOT NULL,
	"platform" text NOT NULL,
	"rank" integer NOT NULL,
	"old_rating" integer NOT NULL,
	"new_rating" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_results_user_id_contest_id_pk" PRIMARY KEY("user_id","contest_id")
);
--> statement-breakpoint
ALTER TABLE "user_handles" ADD CONSTRAINT "user_handles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_results" ADD CONSTRAINT "user_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_results" ADD CONSTRAINT "user_results_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_handles_verified_idx" ON "user_handles" USING btree ("platform",lower("handle")) WHERE "user_handles"."verified_at" is not null;--> statement-breakpoint
CREATE INDEX "user_results_user_platform_idx" ON "user_results" USING btree ("user_id","platform","at");
CREATE TABLE "hidden_series" (
	"user_id" bigint NOT NULL,
	"platform" text NOT NULL,
	"series_key" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hidden_series_user_id_platform_series_key_pk" PRIMARY KEY("user_id","platform","series_key"),
	CONSTRAINT "hidden_series_platform_check" CHECK ("hidden_series"."platform" in ('codeforces', 'leetcode', 'codechef', 'atcoder'))
);
--> statement-breakpoint
ALTER TABLE "hidden_series" ADD CONSTRAINT "hidden_series_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contests_series_key_idx" ON "contests" USING btree ("series_key");